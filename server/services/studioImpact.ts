import { setImmediate as pause } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { impactDay, impactReport, type ImpactReport } from "../../engine/impact/impactReport.ts";
import { storedApplications } from "../../engine/node/storedApplications.ts";
import { HttpError } from "./HttpError.ts";

/** Affected applications the studio lists; the tallies count every one. */
export const STUDIO_LISTED = 200;

/** Replays already running in this process: one per type at a time, so staff cannot pile up a server's work. */
const running = new Set<string>();

/**
 * The studio's impact panel (issue 24): the edited definition replayed over the stored drafts and
 * submitted applications of its type in the database this server uses, against the version it
 * starts from, on its effectiveFrom day when later than today (or `day`). The same report as
 * `npm run engine -- impact`. The replay pauses between slices so the server keeps answering.
 */
export async function studioImpact(app: FastifyInstance, edited: CompiledDefinition, day?: string): Promise<ImpactReport> {
  const appType = edited.definition.id;
  if (running.has(appType)) throw new HttpError(429, "An impact replay of this type is already running: try again when it has finished");
  running.add(appType);
  try {
    const judgedOn = impactDay(edited, app.definitions.today(), day);
    const served = app.definitions.versions(appType);
    const [applications, context] = await Promise.all([storedApplications(app.knex, appType), app.definitions.context({}, judgedOn)]);
    return await impactReport({ chain: served.length ? served : [edited], edited, day: judgedOn, applications, contextOf: (profile) => ({ ...context, profile }), limit: STUDIO_LISTED, pause: () => pause() });
  } finally {
    running.delete(appType);
  }
}

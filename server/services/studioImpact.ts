import type { FastifyInstance } from "fastify";
import { impactDay, type ImpactReport } from "../../engine/impact/impactReport.ts";
import { readsLicences } from "../../engine/licences/readsLicences.ts";
import { storedApplications } from "../../engine/node/storedApplications.ts";
import type { Definition } from "../../engine/types.ts";
import { HttpError } from "./HttpError.ts";
import type { StudioWorkers } from "./StudioWorkers.ts";

/** Affected applications the studio lists; the tallies count every one. */
export const STUDIO_LISTED = 200;

/** Replays already running in this process: one per type at a time, so staff cannot pile up a server's work. */
const running = new Set<string>();

/**
 * The studio's impact panel (issue 24): the edited definition replayed over the stored drafts and
 * submitted applications of its type in the database this server uses, against the version it
 * starts from, on its effectiveFrom day when later than today (or `day`). The same report as
 * `npm run engine -- impact`. The rows and the context are read here, with each applicant's
 * licences on file when the edit or a served version reads them (`$licences`); the replay runs in
 * a studio worker within `timeMs` (decision 0043), so the server keeps answering.
 */
export async function studioImpact(app: FastifyInstance, workers: StudioWorkers, edited: Definition, timeMs: number, day?: string): Promise<ImpactReport> {
  const appType = edited.id;
  if (running.has(appType)) throw new HttpError(429, "An impact replay of this type is already running: try again when it has finished");
  running.add(appType);
  try {
    const judgedOn = impactDay({ definition: edited }, app.definitions.today(), day);
    const chain = app.definitions.versions(appType).map((version) => version.definition);
    const licences = [edited, ...chain].some((definition) => readsLicences(definition));
    const [applications, context] = await Promise.all([storedApplications(app.knex, appType, { licences }), app.definitions.context({}, judgedOn)]);
    return await workers.run({ kind: "impact", edited, chain, day: judgedOn, applications, context, limit: STUDIO_LISTED }, timeMs);
  } finally {
    running.delete(appType);
  }
}

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { addDays } from "../../../engine/dates/calendarDays.ts";
import { readScenarioFile } from "../../../engine/node/loadScenarios.ts";
import { SCENARIOS_DIR } from "../../../engine/node/paths.ts";
import { mergeScenario } from "../../../engine/scenarios/mergeScenario.ts";
import { ROOT } from "../../config.ts";
import { expiryAfterYears } from "../certificateFields.ts";
import type { Identity } from "../login.ts";
import { applyAndApprove } from "./applyAndApprove.ts";

/** One licence of fixtures/demo/licences.json. */
export interface DemoLicence {
  type: string;
  scenario: string;
  expiresInDays: number;
  receipt: string;
  answers?: Record<string, unknown>;
}

/** fixtures/demo/licences.json: who holds the demo licences, who approves them, and which. */
export interface DemoLicences {
  holder: string;
  staff: string;
  paymentMethod: string;
  licences: DemoLicence[];
}

/** The demo licences as fixtures/demo/licences.json lists them. */
export const demoLicences = (): DemoLicences => JSON.parse(readFileSync(join(ROOT, "fixtures", "demo", "licences.json"), "utf8")) as DemoLicences;

/**
 * The day a licence valid for `years` is issued on to expire `expiresInDays` after `today`: a
 * licence runs to the day before its anniversary (expiryAfterYears), so the day after the expiry,
 * `years` earlier. Where no issue day ends exactly there (an expiry on 28 February, a year before
 * a leap day), the day before is taken: the licence ends a day sooner rather than later.
 */
export function issueDayFor(today: string, expiresInDays: number, years: number): string {
  const expiry = addDays(today, expiresInDays);
  const date = new Date(`${addDays(expiry, 1)}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  let day = date.toISOString().slice(0, 10);
  while (expiryAfterYears(day, years) > expiry) day = addDays(day, -1);
  return day;
}

/** A demo account's identity as its login would give it, or null when it is not in the database. */
async function identityOf(app: FastifyInstance, email: string): Promise<Identity | null> {
  const user = await app.knex("users as u").leftJoin("entity_users as eu", "eu.user_id", "u.id").where("u.email", email).first("u.id", "u.role", "u.session_version", "eu.entity_id");
  return user ? { userId: Number(user.id), entityId: user.entity_id === null || user.entity_id === undefined ? null : Number(user.entity_id), role: String(user.role), sessionVersion: Number(user.session_version ?? 0) } : null;
}

/** The licence's scenario with the fixture's answers laid on it, as a scenario's `extends` lays its own (decision 0032). */
export function demoAnswers(licence: DemoLicence): Record<string, unknown> {
  const { scenario, issues } = readScenarioFile(join(SCENARIOS_DIR, licence.type, licence.scenario));
  if (!scenario) throw new Error(`the scenario ${licence.type}/${licence.scenario} cannot be read: ${issues.map((i) => i.message).join("; ")}`);
  return mergeScenario(scenario, { answers: licence.answers ?? {} }).merged.answers ?? {};
}

/**
 * Issues the demo holder's licences (decision 0072) once: while the holder, loaded with the demo
 * accounts into an empty database, has no application at all; a restart, or another instance
 * after this one, finds the applications and does nothing. Each licence goes through the services
 * an approved application goes through (applyAndApprove) on the day that makes it expire when the
 * fixture says. A licence that cannot be issued (a scenario no longer complete) is reported
 * through `warn` with the licences after it left out, and the portal starts all the same.
 * Answers the ids of the certificates issued.
 */
export async function loadDemoLicences(app: FastifyInstance, warn: (message: string) => void): Promise<number[]> {
  const fixture = demoLicences();
  const [holder, staff] = await Promise.all([identityOf(app, fixture.holder), identityOf(app, fixture.staff)]);
  if (!holder?.entityId || !staff) return [];
  if (await app.knex("transactions").where({ entity_id: holder.entityId }).first("id")) return [];
  const today = app.definitions.today();
  const issued: number[] = [];
  for (const licence of fixture.licences) {
    const compiled = app.definitions.get(licence.type);
    try {
      if (!compiled?.definition.certificate) throw new Error("the type issues no certificate here");
      const day = issueDayFor(today, licence.expiresInDays, compiled.definition.certificate.licenceYears);
      issued.push(await applyAndApprove(app, holder, staff, { compiled, answers: demoAnswers(licence), day, paymentMethod: fixture.paymentMethod, receipt: licence.receipt }));
    } catch (error) {
      warn(`demo licences: ${licence.type} (${licence.scenario}) could not be issued to ${fixture.holder}, nor the licences after it: ${error instanceof Error ? error.message : String(error)}`);
      break;
    }
  }
  return issued;
}

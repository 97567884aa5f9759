import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Definition } from "../../engine/types.ts";
import { holdLicences } from "./holdLicences.ts";
import { moveCaseAs } from "./moveCaseAs.ts";
import { registerApplicant } from "./registerApplicant.ts";
import { completeScenario } from "./scenarioAnswers.ts";
import { submitBySlug, type Submitted } from "./submitBySlug.ts";

/** A vessel licensed for a test: its type, the name and number written, what was submitted and its certificate. */
export interface LicensedVessel {
  type: Definition;
  name: string;
  number: string;
  submitted: Submitted;
  certificateId: number;
}

/** Per app, the applicant each type's scenario was written for, registered once: type id to session token. */
const applicants = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

/** The tokens of the applicants licensedVessel registered on this app, by type id. */
export const vesselApplicants = (app: FastifyInstance): Map<string, Promise<string>> => applicants.get(app) ?? applicants.set(app, new Map()).get(app)!;

/** Writes `value` at a dotted answer path, making the objects on the way. */
function writeAt(answers: Record<string, unknown>, path: string, value: string): void {
  const keys = path.split(".");
  const last = keys.pop() as string;
  let at = answers;
  for (const key of keys) at = (at[key] ??= {}) as Record<string, unknown>;
  at[last] = value;
}

/**
 * Licenses a vessel of a type that declares a register (decision 0066) through the API: its
 * complete scenario submitted by the applicant it was written for (once holding the licences the
 * scenario says they hold), the vessel's name and number
 * written at the first paths the type's `register` section names (so no field name is written in
 * a test), then approved by `staff`.
 */
export async function licensedVessel(app: FastifyInstance, staff: string, type: Definition, name: string, number: string): Promise<LicensedVessel> {
  const fields = type.register?.fields;
  if (!fields) throw new Error(`${type.id} declares no register`);
  const tokens = vesselApplicants(app);
  if (!tokens.has(type.id)) {
    const scenario = completeScenario(type.id);
    const registered = registerApplicant(app, `${type.slug}@example.com`, scenario.profile ?? {}, scenario.answers);
    // The licences the scenario says its applicant holds (a vessel's owner needs a Fisher Licence), issued as staff issue them.
    tokens.set(type.id, registered.then(async (token) => (await holdLicences(app, token, scenario.licences, app.definitions.today()), token)));
  }
  const submitted = await submitBySlug(app, await (tokens.get(type.id) as Promise<string>), type.slug);
  const answers = structuredClone(submitted.answers);
  writeAt(answers, fields.vesselName[0] as string, name);
  writeAt(answers, fields.registration[0] as string, number);
  await app.knex("transactions").where({ id: submitted.id }).update({ answers: JSON.stringify(answers) });
  expect((await moveCaseAs(app, staff, submitted.id, "Application In Progress")).statusCode).toBe(200);
  expect((await moveCaseAs(app, staff, submitted.id, "Licence Approved")).statusCode).toBe(200);
  const { id } = await app.knex("issued_certificates").where({ transaction_id: submitted.id }).first("id");
  return { type, name, number, submitted: { ...submitted, answers }, certificateId: Number(id) };
}

/** The types whose definition declares a register, in tile order: taken from schemas/, never named. */
export const registerTypes = (app: FastifyInstance): Definition[] =>
  app.definitions
    .all()
    .map((c) => c.definition)
    .filter((d) => d.register)
    .sort((a, b) => a.order - b.order);

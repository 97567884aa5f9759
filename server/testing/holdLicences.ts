import type { FastifyInstance } from "fastify";
import { isValidOn } from "../../engine/licences/validLicenceTypes.ts";
import { withVerifiedProfile } from "../../engine/profile/profileFields.ts";
import type { HeldLicence } from "../../engine/types.ts";
import { DEMO, tokenFor } from "./buildApp.ts";
import { moveCaseAs } from "./moveCaseAs.ts";
import { individualScenario } from "./scenarioAnswers.ts";
import { submitScenario } from "./submitBySlug.ts";

/**
 * Makes the licences a scenario states on file (issue 29) real for the applicant with `token`, the
 * way the authority issues them: for each type valid on `today`, that type's complete scenario for
 * an individual is submitted through the API and staff approve it, so a licence is issued (none
 * for a type the applicant already holds valid). Answers the transaction numbers of those issued.
 */
export async function holdLicences(app: FastifyInstance, token: string, licences: HeldLicence[] | undefined, today: string): Promise<string[]> {
  const held = ((await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data?.licences ?? []) as HeldLicence[];
  // Those the applicant already holds valid are not issued again.
  const types = [...new Set((licences ?? []).filter((l) => isValidOn(l, today)).map((l) => l.type))].filter((type) => !held.some((h) => h.type === type && isValidOn(h, today)));
  if (!types.length) return [];
  const admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  const numbers: string[] = [];
  for (const type of types) {
    const scenario = individualScenario(type, today);
    if (!scenario) throw new Error(`no complete scenario of ${type} for an individual on ${today} to issue the licence with`);
    // The applicant's verified details are their account's, as the wizard fills them in (decision 0015).
    const compiled = app.definitions.get(type);
    if (!compiled) throw new Error(`no definition of ${type}`);
    const entity = ((await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data.entities?.[0] ?? {}) as Record<string, unknown>;
    const submitted = await submitScenario(app, token, type, { ...scenario, answers: withVerifiedProfile(compiled, scenario.answers, entity) });
    for (const status of ["Application In Progress", "Licence Approved"]) {
      const moved = await moveCaseAs(app, admin, submitted.id, status);
      if (moved.statusCode !== 200) throw new Error(`${type}: the move to ${status} was refused: ${moved.body}`);
    }
    numbers.push(submitted.transNumber);
  }
  return numbers;
}

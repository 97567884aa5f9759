import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navigate } from "../../../../engine/navigation/navigate.ts";
import { loadScenarios } from "../../../../engine/node/loadScenarios.ts";
import { buildContext } from "../../../../engine/buildContext.ts";
import { defaultSeasons } from "../../../../engine/node/loadDefinitions.ts";
import { readsLicences } from "../../../../engine/licences/readsLicences.ts";
import type { Scenario } from "../../../../engine/scenarios/Scenario.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { holdLicences } from "../../../testing/holdLicences.ts";
import { registerApplicant } from "../../../testing/registerApplicant.ts";
import { submitScenario } from "../../../testing/submitBySlug.ts";

/**
 * Rules against the licences on file (issue 29), through the API: each type whose definition reads
 * `$licences` is refused, with its definition's words, for an applicant with none of the licences
 * its complete scenario says are on file; accepted once the authority has issued them; refused
 * again once staff revoke one. The types, answers and licences come from schemas/ and the
 * scenarios (the complete individual scenario that states licences on file).
 */
const TODAY = "2026-11-22";
let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: TODAY });
  admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
});
afterAll(async () => app.close());

/** Every type with a rule on the licences on file, with its first complete individual scenario stating licences. */
function typesWithRules(): Array<{ appType: string; scenario: Scenario }> {
  return app.definitions
    .all()
    .filter((compiled) => readsLicences(compiled.definition))
    .map((compiled) => {
      const found = loadScenarios(compiled.definition.id)
        .map(({ scenario }) => scenario)
        .find((s) => s.expect.complete === true && s.today === TODAY && !s.seasons && (s.licences?.length ?? 0) > 0 && (s.profile?.applicant_type ?? "Individual") === "Individual");
      if (!found) throw new Error(`${compiled.definition.id} reads $licences but no complete individual scenario states licences on file`);
      return { appType: compiled.definition.id, scenario: found };
    });
}

/** What the definition says when none is on file (or, `suspended`, when those it needs are suspended): the walk's stop with those licences in the context. */
function refusal(appType: string, scenario: Scenario, suspended = false): string {
  const compiled = app.definitions.get(appType);
  if (!compiled) throw new Error(`no ${appType}`);
  const licences = suspended ? (scenario.licences ?? []).map((l) => ({ ...l, suspended: true })) : [];
  const walked = navigate(compiled, scenario.answers, buildContext({ today: TODAY, defaults: defaultSeasons(), profile: scenario.profile ?? {}, licences }));
  if (!walked.blocked) throw new Error(`${appType}: the scenario is not stopped without its licences`);
  return walked.blocked.message;
}

/** Staff's action on each of the licences numbered, as the case page takes it. */
async function actOn(numbers: string[], action: "suspend" | "reinstate" | "revoke"): Promise<void> {
  for (const number of numbers) {
    const certificate = await app.knex("issued_certificates").where({ trans_number: number }).first("id");
    const done = await app.inject({ method: "POST", url: `/api/admin/certificates/${certificate.id}/${action}`, headers: { authorization: admin }, payload: { reason: `Test: ${action}` } });
    expect(done.statusCode, done.body).toBe(200);
  }
}

const refusedWith = async (token: string, appType: string, scenario: Scenario): Promise<string> => {
  const refused = await submitScenario(app, token, appType, scenario).catch((error: Error) => error.message);
  expect(refused, appType).toContain("submit failed");
  return JSON.parse(String(refused).replace(/^submit failed: /, "")).data.msg as string;
};

describe("a type that needs a licence on file", () => {
  it("has some to prove", () => {
    expect(typesWithRules().length).toBeGreaterThan(0);
  });

  it("is refused with the definition's words until the licence is issued, accepted after, refused as suspended while suspended, accepted once reinstated, refused again once it is revoked", async () => {
    for (const [n, { appType, scenario }] of typesWithRules().entries()) {
      const token = await registerApplicant(app, `licences-on-file-${n}@example.com`, scenario.profile ?? {}, scenario.answers);
      const message = refusal(appType, scenario);

      // None on file: the submit is refused with the definition's message, and the draft kept.
      expect(await refusedWith(token, appType, scenario), appType).toBe(message);

      // The licence issued as staff issue it: the same application is accepted.
      const issued = await holdLicences(app, token, scenario.licences, TODAY);
      expect(issued.length).toBeGreaterThan(0);
      const accepted = await submitScenario(app, token, appType, scenario);
      expect(accepted.transNumber, appType).toMatch(/^NFA-\d{4}-\d{6}$/);

      // Suspended: refused with the words for a suspension (decision 0073), not those for none on file.
      await actOn(issued, "suspend");
      const suspended = await refusedWith(token, appType, scenario);
      expect(suspended, appType).toBe(refusal(appType, scenario, true));
      expect(suspended, appType).not.toBe(message);
      expect(suspended, appType).toMatch(/suspended/);

      // Reinstated: accepted again.
      await actOn(issued, "reinstate");
      expect((await submitScenario(app, token, appType, scenario)).transNumber, appType).toMatch(/^NFA-\d{4}-\d{6}$/);

      // Revoked: the next application is refused again, as with none on file.
      await actOn(issued, "revoke");
      expect(await refusedWith(token, appType, scenario), appType).toBe(message);
    }
  });

  it("tells the browser the licences on file with the profile, so it judges as the server does", async () => {
    const [{ appType, scenario }] = typesWithRules() as [{ appType: string; scenario: Scenario }];
    const token = await registerApplicant(app, "licences-profile@example.com", scenario.profile ?? {}, scenario.answers);
    const before = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data;
    expect(before.licences).toEqual([]);
    const [number] = await holdLicences(app, token, scenario.licences, TODAY);
    const after = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data;
    expect(after.licences).toEqual([expect.objectContaining({ number, type: scenario.licences?.[0]?.type, validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })]);
    expect(appType).toBeTruthy();
  });
});

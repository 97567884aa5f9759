import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompiledDefinition } from "../../../../engine/definition/compileDefinition.ts";
import { navigate } from "../../../../engine/navigation/navigate.ts";
import { resumeAddress } from "../../../../engine/navigation/resumeAddress.ts";
import { loadScenarios } from "../../../../engine/node/loadScenarios.ts";
import type { Scenario } from "../../../../engine/scenarios/Scenario.ts";
import { entityProfile } from "../../../services/accounts.ts";
import { licencesForTypes } from "../../../services/applicantContext.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { holdLicences } from "../../../testing/holdLicences.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { registerApplicant } from "../../../testing/registerApplicant.ts";
import { individualScenario } from "../../../testing/scenarioAnswers.ts";
import { submitInto } from "../../../testing/submitBySlug.ts";

/**
 * Renew from the licence (issue 29, decision 0070), through the API, for every type whose
 * definition has a `renewal` section: the renewal starts prefilled from the licence's approved
 * application as the section says, opens past what carried over, is the same renewal however many
 * times Renew is pressed, belongs to the holder alone, and once approved issues a licence that
 * runs on from the old one. Types, answers and the renewal's own answers come from schemas/ and
 * the scenarios.
 */
const TODAY = "2026-11-22";
let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: TODAY });
  admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
});
afterAll(async () => app.close());

const renewable = (): CompiledDefinition[] => app.definitions.all().filter((compiled) => compiled.definition.renewal);
/** The renewable type quickest to hold: one whose rules need no other licence on file (the tests of one type take it). */
const simplest = (): CompiledDefinition | undefined => renewable().find((compiled) => !individualScenario(compiled.definition.id, TODAY)?.licences?.length);

/** The type's first complete scenario that renews: its answers agree with every answer the renewal starts with. */
function renewalScenario(compiled: CompiledDefinition): Scenario {
  const starts = compiled.definition.renewal?.answers ?? {};
  const found = loadScenarios(compiled.definition.id)
    .map(({ scenario }) => scenario)
    .find((s) => s.expect.complete === true && !s.seasons && !s.licences && Object.entries(starts).every(([name, value]) => JSON.stringify(s.answers[name]) === JSON.stringify(value)));
  if (!found) throw new Error(`${compiled.definition.id} renews, but no complete scenario answers as its renewal starts`);
  return found;
}

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: unknown) => app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A new holder of a licence of `compiled`'s type: their token, the licence as their dashboard lists it, and the approved answers. */
async function holder(compiled: CompiledDefinition, email: string) {
  const scenario = individualScenario(compiled.definition.id, TODAY);
  if (!scenario) throw new Error(`no complete individual scenario of ${compiled.definition.id}`);
  const token = await registerApplicant(app, email, scenario.profile ?? {}, scenario.answers);
  // The licences the type's rules need on file first (a vessel licence needs the owner's fisher licence).
  await holdLicences(app, token, scenario.licences, TODAY);
  const [number] = await holdLicences(app, token, [{ type: compiled.definition.id, number: "", validFrom: TODAY, validUntil: "2099-12-31" }], TODAY);
  const listed = (await call("GET", "/api/bpm/issued-certificates", token)).json().data as Array<{ id: number; app_type: string; renewable: boolean; propertiesMap: Record<string, string> }>;
  const licence = listed.find((c) => c.propertiesMap.FLIS_TransactionId === number);
  if (!licence) throw new Error(`the licence ${number} is not on the holder's dashboard`);
  const { transaction_id: approvedId } = (await app.knex("issued_certificates").where({ id: licence.id }).first("transaction_id")) as { transaction_id: number };
  const approved = (await call("GET", `/api/transactions/${approvedId}`, token)).json().data.transaction.application_details as Record<string, unknown>;
  return { token, number: number as string, licence, approved };
}

describe("Renew from the licence", () => {
  it("has types to prove", () => {
    expect(renewable().length).toBeGreaterThan(0);
  });

  it("starts prefilled, opens past what carried over, and is one renewal however often Renew is pressed", async () => {
    for (const [n, compiled] of renewable().entries()) {
      const policy = compiled.definition.renewal as NonNullable<CompiledDefinition["definition"]["renewal"]>;
      const { token, number, licence, approved } = await holder(compiled, `renews-${n}@example.com`);
      expect(licence.renewable, "Renew is offered on the dashboard").toBe(true);

      // Pressed twice at once: one renewal, the second press opens it.
      const [first, second] = await Promise.all([call("POST", "/api/renewals", token, { licence_id: licence.id }), call("POST", "/api/renewals", token, { licence_id: licence.id })]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const started = first.json().data;
      expect(second.json().data.temp_trans_id).toBe(started.temp_trans_id);
      expect([first.json().data.resumed, second.json().data.resumed].sort()).toEqual([false, true]);

      const draft = (await call("GET", `/api/transactions/draft/${started.temp_trans_id}`, token)).json().data.transaction;
      const answers = draft.application_details as Record<string, unknown>;
      const carried = policy.carryOver.filter((name) => approved[name] !== undefined && approved[name] !== "");
      expect(carried.length, "the approved application answered some of what carries over").toBeGreaterThan(0);
      for (const name of carried) expect(answers[name], `${name} carried over`).toEqual(approved[name]);
      for (const [name, value] of Object.entries(policy.answers ?? {})) expect(answers[name], `${name} as every renewal starts`).toEqual(value);
      if (policy.licenceNumber) expect(answers[policy.licenceNumber], "the renewed licence's number").toBe(number);
      expect(draft.renewal).toEqual({ licence: number, carried: Object.fromEntries(carried.map((name) => [name, approved[name]])) });
      // Opened where the holder is first needed, past the steps whose answers all carried over.
      const entity = await app.knex("entities").where({ id: (await app.knex("issued_certificates").where({ id: licence.id }).first("entity_id")).entity_id }).first();
      const context = await app.definitions.context(entityProfile(entity), undefined, await licencesForTypes(app, [compiled.definition.id], Number(entity.id)));
      const walked = navigate(compiled, answers, context);
      expect(started.address).toBe(resumeAddress(compiled, walked.current));
      // Next goes to the first step still missing an answer: answering only those, as the licence's application did, walks fewer steps than the wizard has on that path.
      let given = answers;
      const asked: string[] = [];
      for (let at = navigate(compiled, given, context); !at.wizardComplete && at.current && !asked.includes(at.current); at = navigate(compiled, given, context)) {
        asked.push(at.current);
        given = { ...given, ...Object.fromEntries(Object.keys(compiled.steps.get(at.current)?.section.schema.properties ?? {}).filter((name) => approved[name] !== undefined).map((name) => [name, approved[name]])) };
      }
      const path = navigate(compiled, given, context).path.filter((id) => compiled.steps.has(id));
      expect(asked.length, `${compiled.definition.id}: steps asked of the renewal (${asked.join(", ")}) against ${path.length} walked`).toBeLessThan(path.length);
      expect(draft.definition_version).toBe(compiled.definition.version);
      // The dashboard offers to continue it.
      const relisted = (await call("GET", "/api/bpm/issued-certificates", token)).json().data as Array<{ id: number; renewable: boolean; renewal?: unknown }>;
      expect(relisted.find((c) => c.id === licence.id)).toMatchObject({ renewable: true, renewal: { state: "draft", number: null } });
    }
  });

  it("is the holder's alone, and answers bad requests with the spec's envelope", async () => {
    const compiled = simplest();
    if (!compiled) throw new Error("no renewable type");
    const { licence } = await holder(compiled, "renews-alone@example.com");
    const other = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const someoneElse = await call("POST", "/api/renewals", other, { licence_id: licence.id });
    expect([someoneElse.statusCode, someoneElse.json().data.msg]).toEqual([404, "Licence not found"]);
    const unknown = await call("POST", "/api/renewals", other, { licence_id: 999_999 });
    expect([unknown.statusCode, unknown.json().data.msg]).toEqual([404, "Licence not found"]);
    expect((await call("POST", "/api/renewals", null, { licence_id: licence.id })).statusCode).toBe(401);
    for (const body of [{}, { licence_id: "one" }, { licence_id: 0 }, { licence_id: licence.id, extra: true }]) {
      const bad = await call("POST", "/api/renewals", other, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().statusCode).toBe(400);
    }
  });

  it("starts afresh once the holder deleted the renewal they had started", async () => {
    const compiled = simplest();
    if (!compiled) throw new Error("no renewable type");
    const { token, licence } = await holder(compiled, "renews-deleted@example.com");
    const first = (await call("POST", "/api/renewals", token, { licence_id: licence.id })).json().data;
    expect((await app.inject({ method: "DELETE", url: `/api/transactions/draft/${first.temp_trans_id}`, headers: { authorization: token } })).statusCode).toBe(200);
    const listed = (await call("GET", "/api/bpm/issued-certificates", token)).json().data as Array<{ id: number; renewable: boolean; renewal?: unknown }>;
    expect(listed.find((c) => c.id === licence.id)?.renewal).toBeUndefined();
    const again = await call("POST", "/api/renewals", token, { licence_id: licence.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ resumed: false });
    expect(again.json().data.temp_trans_id).not.toBe(first.temp_trans_id);
  });

  it("refuses a revoked licence, and a type that renews by applying afresh", async () => {
    const compiled = simplest();
    if (!compiled) throw new Error("no renewable type");
    const { token, licence } = await holder(compiled, "renews-revoked@example.com");
    expect((await call("POST", `/api/admin/certificates/${licence.id}/revoke`, admin, { reason: "Gear found illegal at inspection" })).statusCode).toBe(200);
    const listed = (await call("GET", "/api/bpm/issued-certificates", token)).json().data as Array<{ id: number; renewable: boolean }>;
    expect(listed.find((c) => c.id === licence.id)?.renewable).toBe(false);
    const refused = await call("POST", "/api/renewals", token, { licence_id: licence.id });
    expect([refused.statusCode, refused.json().data.msg]).toEqual([409, "This licence was revoked, so it cannot be renewed: apply for a new one"]);

    const afresh = app.definitions.all().find((c) => c.definition.certificate && !c.definition.renewal && individualScenario(c.definition.id, TODAY));
    if (!afresh) return;
    const other = await holder(afresh, "renews-afresh@example.com");
    expect(other.licence.renewable).toBe(false);
    const notHere = await call("POST", "/api/renewals", other.token, { licence_id: other.licence.id });
    expect(notHere.statusCode).toBe(409);
    expect(notHere.json().data.msg).toBe("This licence is not renewed online from the dashboard: apply for the same type and answer that it is a renewal");
  });

  it("once approved, issues a licence that runs on from the old one, and the old one cannot be renewed again", async () => {
    const compiled = simplest();
    if (!compiled) throw new Error("no renewable type");
    const { token, licence } = await holder(compiled, "renews-approved@example.com");
    const started = (await call("POST", "/api/renewals", token, { licence_id: licence.id })).json().data;
    const draft = (await call("GET", `/api/transactions/draft/${started.temp_trans_id}`, token)).json().data.transaction.application_details as Record<string, unknown>;
    // What the renewal still asks, as the type's renewal scenario answers it; what carried over stays.
    const scenario = renewalScenario(compiled);
    // Paid as the licence was (the renewal scenarios judge the form, not the card's billing address).
    const paidAs = individualScenario(compiled.definition.id, TODAY)?.answers.payment_details as object;
    const submitted = await submitInto(app, token, compiled.definition.id, started.temp_trans_id, { ...scenario, answers: { ...scenario.answers, ...draft, payment_details: { ...paidAs, ...(scenario.answers.payment_details as object) } } });
    for (const status of ["Application In Progress", "Licence Approved"]) expect((await moveCaseAs(app, admin, submitted.id, status)).statusCode).toBe(200);
    const listed = (await call("GET", "/api/bpm/issued-certificates", token)).json().data as Array<{ id: number; propertiesMap: Record<string, string> }>;
    const renewed = listed.find((c) => c.propertiesMap.FLIS_TransactionId === submitted.transNumber);
    if (!renewed) throw new Error("the renewal issued no licence");
    const years = compiled.definition.certificate?.licenceYears ?? 0;
    const oldEnd = licence.propertiesMap.FLIS_DateofExpiration as string;
    const expected = new Date(`${oldEnd}T00:00:00Z`);
    expected.setUTCFullYear(expected.getUTCFullYear() + years);
    expect([renewed.propertiesMap.FLIS_DateofIssue, renewed.propertiesMap.FLIS_DateofExpiration]).toEqual([TODAY, expected.toISOString().slice(0, 10)]);
    const old = listed.find((c) => c.id === licence.id) as unknown as { renewable: boolean; renewal: unknown };
    expect([old.renewable, old.renewal]).toEqual([false, { state: "issued", number: submitted.transNumber }]);
    const history = (await app.knex("licence_events").where({ certificate_id: licence.id }).orderBy("id").select("action", "details")) as Array<{ action: string; details: string }>;
    expect(history.map((e) => e.action)).toEqual(["issued", "renewed"]);
    expect(JSON.parse(history[1]?.details ?? "{}")).toMatchObject({ renewed_by: submitted.transNumber });
    // The holder reads it in words' order; staff too; someone else is told it is not found.
    const read = await call("GET", `/api/licences/${licence.id}/history`, token);
    // Days of the audit trail are the clock's, not PORTAL_TODAY's.
    const day = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);
    expect(read.json().data).toEqual({ events: [{ action: "issued", on: day, detail: null }, { action: "renewed", on: day, detail: submitted.transNumber }] });
    expect((await call("GET", `/api/licences/${licence.id}/history`, admin)).statusCode).toBe(200);
    const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const elsewhere = await call("GET", `/api/licences/${licence.id}/history`, fisher);
    expect([elsewhere.statusCode, elsewhere.json().data.msg]).toEqual([404, "Licence not found"]);
    const again = await call("POST", "/api/renewals", token, { licence_id: licence.id });
    expect([again.statusCode, again.json().data.msg]).toEqual([409, `This licence was already renewed by application ${submitted.transNumber}: renew the licence that application issued`]);
  });
});

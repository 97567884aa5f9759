import type { FastifyInstance } from "fastify";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadScenarios } from "../../../../engine/node/loadScenarios.ts";
import { ROOT } from "../../../config.ts";
import { PAID_NOT_DELETABLE, SUBMITTED_NOT_DELETABLE } from "../../../services/deleteDraft.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { FILES } from "../../../testing/scenarioAnswers.ts";
import { startDraft } from "../../../testing/startDraft.ts";
import { submitBySlug } from "../../../testing/submitBySlug.ts";
import { uploadRequired } from "../../../testing/uploadRequired.ts";

/**
 * Deleting one's own draft (issue 14 'drafts ... can be deleted', decision 0020): the owner only,
 * 404 for anyone else's or an unknown id, 409 for a submitted or paid application, the documents
 * going with it, and a delete racing a submit ends in exactly one of the two, never a 5xx.
 */
let app: FastifyInstance;
let fisher: string;
let company: string;
let staff: string;
beforeAll(async () => {
  app = await buildApp();
  fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  company = await tokenFor(app, DEMO.company.email, DEMO.company.password);
  staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
});
afterAll(async () => app.close());

const as = (token: string | null) => (method: "GET" | "POST" | "DELETE", url: string, payload?: object) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: token } : {} });
const firstType = async () => ((await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; requiresLogin: boolean }>).find((d) => d.requiresLogin)?.id as string;

/** A saved draft of the first type with an extra document uploaded. */
async function draftWithDocument(token: string): Promise<string> {
  const tempId = await startDraft(app, token, await firstType(), { note: "a draft" });
  const upload = await as(token)("POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: "extra.pdf", content: FILES.pdf.toString("base64"), documentType: "OTHER_SUPPORTING_DOCUMENTS" } });
  expect(upload.statusCode, upload.body).toBe(200);
  return tempId;
}

describe("DELETE /api/transactions/draft/:tempId", () => {
  it("deletes the owner's draft with its documents, and it is gone from the list", async () => {
    const tempId = await draftWithDocument(fisher);
    const answer = await as(fisher)("DELETE", `/api/transactions/draft/${tempId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, statusCode: 200, data: { msg: "Draft deleted" } });
    expect((await as(fisher)("GET", `/api/transactions/draft/${tempId}`)).statusCode).toBe(404);
    expect(Number((await app.knex("documents").where({ temp_trans_id: tempId }).count({ n: "*" }).first())?.n)).toBe(0);
    const listed = (await as(fisher)("GET", "/api/transactions")).json().data.transactions as Array<{ temp_trans_id: string }>;
    expect(listed.map((t) => t.temp_trans_id)).not.toContain(tempId);
  });

  it("answers 404 to anyone else, staff included, and 401 without a login, leaving the draft alone", async () => {
    const tempId = await draftWithDocument(fisher);
    for (const token of [company, staff]) {
      const answer = await as(token)("DELETE", `/api/transactions/draft/${tempId}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, statusCode: 404, data: { msg: "Transaction not found" } });
    }
    expect((await as(null)("DELETE", `/api/transactions/draft/${tempId}`)).statusCode).toBe(401);
    expect((await as(fisher)("DELETE", "/api/transactions/draft/no-such-draft")).statusCode).toBe(404);
    expect((await as(fisher)("GET", `/api/transactions/draft/${tempId}`)).statusCode).toBe(200);
  });

  it("keeps a submitted application and a paid draft (409), with the spec's envelope", async () => {
    const submitted = await submitBySlug(app, fisher, "licence", "card");
    const refused = await as(fisher)("DELETE", `/api/transactions/draft/${submitted.tempId}`);
    expect(refused.json()).toEqual({ success: false, statusCode: 409, data: { msg: SUBMITTED_NOT_DELETABLE } });
    const paid = await draftWithDocument(fisher);
    await app.knex("payments").insert({ temp_trans_id: paid, payment_method: "Cash at NFA Office", status: "pending", amount_cents: 100_000, currency: "JMD" });
    expect((await as(fisher)("DELETE", `/api/transactions/draft/${paid}`)).json()).toEqual({ success: false, statusCode: 409, data: { msg: PAID_NOT_DELETABLE } });
    expect((await as(fisher)("GET", `/api/transactions/draft/${paid}`)).statusCode).toBe(200);
  });

  it("deleted twice at once: one delete succeeds, the others find nothing", async () => {
    const tempId = await draftWithDocument(fisher);
    const answers = await Promise.all(Array.from({ length: 6 }, () => as(fisher)("DELETE", `/api/transactions/draft/${tempId}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
  });

  it("racing a submit, either the submit or the delete wins, never both and never a 5xx", async () => {
    const { appType, answers } = feeFreeCompanyScenario();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, async (_, round) => {
        const tempId = await startDraft(app, company, appType, answers);
        await uploadRequired(app, company, appType, tempId);
        const submit = () => as(company)("POST", `/api/applications/save-application?app_type=${appType}`, { ...answers, temp_trans_id: tempId, app_type: appType, launchCase: true });
        const drop = () => as(company)("DELETE", `/api/transactions/draft/${tempId}`);
        // Alternate who is sent first, so both orders are tried.
        const [s, d] = round % 2 ? await Promise.all([submit(), drop()]) : (await Promise.all([drop(), submit()])).reverse();
        const row = await app.knex("transactions").where({ temp_trans_id: tempId }).first();
        // A submit that loses may be told the draft is gone (404) or, having read it first, that its documents are (422).
        const submitted = s && s.statusCode >= 400 && s.statusCode < 500 ? "refused" : s?.statusCode;
        return { submit: submitted, delete: d?.statusCode, stored: row ? (row.trans_number ? "submitted" : "draft") : "gone" };
      }),
    );
    for (const outcome of outcomes) expect([{ submit: 200, delete: 409, stored: "submitted" }, { submit: "refused", delete: 200, stored: "gone" }]).toContainEqual(outcome);
  });
});

describe("GET /api/transactions describes each draft", () => {
  it("by its first choices and the step it resumes at (draft_progress)", async () => {
    const tempId = await startDraft(app, fisher, await firstType(), {});
    const listed = (await as(fisher)("GET", "/api/transactions")).json().data.transactions as Array<{ temp_trans_id: string; draft_progress?: { choices: unknown[]; reached: string | null } }>;
    const draft = listed.find((t) => t.temp_trans_id === tempId);
    expect(draft?.draft_progress?.choices).toEqual([]);
    expect(typeof draft?.draft_progress?.reached).toBe("string");
  });
});

/**
 * A complete scenario of a type needing a login that states no fees, written for a company (so the
 * demo company can submit it without a payment), found in the definitions and scenarios as the
 * load test finds its own: no type is named in code.
 */
function feeFreeCompanyScenario(): { appType: string; answers: Record<string, unknown> } {
  type Found = { profile?: { applicant_type?: string }; answers: Record<string, unknown>; expect: { complete?: boolean; fees?: { total?: number } } };
  for (const file of readdirSync(join(ROOT, "schemas", "types")).filter((f) => f.endsWith(".json")).sort()) {
    const definition = JSON.parse(readFileSync(join(ROOT, "schemas", "types", file), "utf8")) as { id: string; requiresLogin?: boolean };
    if (!definition.requiresLogin) continue;
    for (const { scenario } of loadScenarios(definition.id) as Array<{ scenario: Found }>) {
      if (scenario.expect.complete === true && scenario.expect.fees?.total === 0 && scenario.profile?.applicant_type === "Company") return { appType: definition.id, answers: scenario.answers };
    }
  }
  throw new Error("no complete, fee-free scenario of a company in fixtures/scenarios/");
}

import type { FastifyInstance } from "fastify";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../../config.ts";
import { holdLicences } from "../../../testing/holdLicences.ts";
import { registerApplicant } from "../../../testing/registerApplicant.ts";
import { buildApp } from "../../../testing/buildApp.ts";
import { FILES, individualScenario } from "../../../testing/scenarioAnswers.ts";

/**
 * Every application type that needs a login, taken from a temporary id to a transaction number
 * through the API with the answers of its own complete scenario: draft, every required document
 * (and one member of each group), a sandbox card payment when the type takes one, submit; first,
 * the licences the scenario says are on file are issued to the applicant (issue 29). The
 * types and their answers come from schemas/ and fixtures/, so a new type is covered unchanged.
 */
interface Summary {
  id: string;
  slug: string;
  requiresLogin: boolean;
  stages: Array<{ id: string }>;
}

/** The day the scenarios are written for; the server judges on it (PORTAL_TODAY), whatever the date. */
const TODAY = "2026-11-22";
let app: FastifyInstance;
let definitions: Summary[];
beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: TODAY });
  definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Summary[];
});
afterAll(async () => app.close());

describe("every type needing a login, from temporary id to transaction number", () => {
  it("has types to walk", () => {
    expect(definitions.filter((d) => d.requiresLogin).length).toBeGreaterThanOrEqual(2);
  });

  it.each(readdirSync(join(ROOT, "schemas", "types")).filter((f) => f.endsWith(".json")))("%s", async (file) => {
    const definition = JSON.parse(readFileSync(join(ROOT, "schemas", "types", file), "utf8")) as Summary;
    if (!definition.requiresLogin) return;
    const scenario = individualScenario(definition.id, TODAY);
    expect(scenario, `a complete scenario of ${definition.id} for an individual dated ${TODAY}`).toBeDefined();
    if (!scenario) return;
    const token = await registerApplicant(app, `${definition.slug}@example.com`, scenario.profile ?? {}, scenario.answers);
    // The licences the scenario says are on file (a vessel's owner's Fisher Licence, issue 29), issued as staff issue them.
    await holdLicences(app, token, scenario.licences, TODAY);
    const call = (method: "GET" | "POST", url: string, payload?: unknown) => app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { authorization: token } });
    const appType = definition.id;
    const id = (await call("POST", "/api/transactions/temp", { app_type: appType })).json().data.temp_trans_id as string;
    const answers = scenario.answers;
    expect((await call("POST", `/api/applications/save-application?app_type=${appType}`, { ...answers, temp_trans_id: id, app_type: appType, launchCase: false })).statusCode).toBe(200);

    const listed = (await call("GET", `/api/documents/all-documents/${appType}/${id}`)).json().data as { documents: Array<{ key: string; accept: string[]; required: boolean; group?: string }>; groups: Array<{ key: string }> };
    const groupsToMeet = new Set(listed.groups.map((g) => g.key));
    for (const need of listed.documents) {
      const meetsGroup = need.group !== undefined && groupsToMeet.delete(need.group);
      if (!need.required && !meetsGroup) continue;
      const pdf = need.accept.includes(".pdf");
      const upload = await call("POST", "/api/documents/upload", { temp_trans_id: id, document: { name: pdf ? `${need.key}.pdf` : `${need.key}.png`, contentType: pdf ? "application/pdf" : "image/png", content: (pdf ? FILES.pdf : FILES.png).toString("base64"), supporting_document_id: need.key, documentType: "SUPPORTING_DOCUMENTS" } });
      expect(upload.json().data.msg, need.key).toBe("Document uploaded successfully");
    }

    const total = scenario.expect.fees?.total ?? 0;
    if (definition.stages.some((s) => s.id === "payment") && total > 0) {
      const init = await call("POST", `/api/payment/init/${id}`, { ...answers, payment_method: "Credit/Debit Card", amount_due: total });
      expect(init.statusCode, init.body).toBe(200);
      const url = init.json().data.RedirectData.url as string;
      const paid = await app.inject({ method: "POST", url, payload: "card_name=Marcia+Campbell&card_number=4111+1111+1111+1111&expiry=12%2F39&cvv=123", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(paid.body).toContain('data-done="true"');
    }

    const submitted = await call("POST", `/api/applications/save-application?app_type=${appType}`, { ...answers, temp_trans_id: id, app_type: appType, launchCase: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.transNumber).toMatch(/^NFA-\d{4}-\d{6}$/);
  });
});

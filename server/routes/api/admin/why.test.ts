import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Ajv2020 from "ajv/dist/2020.js";
import { explanationSchema } from "../../../../engine/explain/explanationSchema.ts";
import type { Explanation } from "../../../../engine/explain/Explanation.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { startDraft } from "../../../testing/startDraft.ts";
import { submitBySlug, type Submitted } from "../../../testing/submitBySlug.ts";

/** GET /api/admin/transactions/{id}/why: the engine's reasons behind a case's documents and fees, for staff only. */
let app: FastifyInstance;
let staff: string;
let fisher: string;
let submitted: Submitted;
beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: "2026-11-22" });
  [staff, fisher] = await Promise.all([tokenFor(app, DEMO.admin.email, DEMO.admin.password), tokenFor(app, DEMO.fisher.email, DEMO.fisher.password)]);
  submitted = await submitBySlug(app, fisher, "licence");
});
afterAll(async () => app.close());

const why = (token: string, id: number | string) => app.inject({ method: "GET", url: `/api/admin/transactions/${id}/why`, headers: { authorization: token } });

describe("GET /api/admin/transactions/{id}/why", () => {
  it("gives staff each document and fee line with the definition's reason and the rule the engine read", async () => {
    const response = await why(staff, submitted.id);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { judged_on: string; documents: Array<{ key: string; reason?: string; trace: unknown[] }>; fees: { total: number; lines: Array<{ id: string; amount: number; reason?: string; trace: Array<{ field: string; result: boolean }> }> } };
    // The portal was told its day (PORTAL_TODAY): the case was priced on it, and is explained on it.
    expect(data.judged_on).toBe("2026-11-22");
    expect(data.documents.length).toBeGreaterThan(0);
    for (const document of data.documents) expect(document.reason, document.key).toBeTruthy();
    expect(data.fees.lines.length).toBeGreaterThan(0);
    expect(data.fees.total).toBe(data.fees.lines.reduce((sum, line) => sum + line.amount, 0));
    for (const line of data.fees.lines) expect(line.reason, line.id).toBeTruthy();
    // A conditional line says which answers it read and what each rule gave.
    const traced = data.fees.lines.find((line) => line.trace.length > 0);
    expect(traced?.trace.every((t) => typeof t.field === "string" && typeof t.result === "boolean")).toBe(true);
    expect(traced?.trace.some((t) => t.result)).toBe(true);
  });

  it("is for staff: applicants and visitors are refused, and a draft or an unknown case is a 4xx", async () => {
    expect((await why(fisher, submitted.id)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: `/api/admin/transactions/${submitted.id}/why` })).statusCode).toBe(401);
    expect((await why(staff, 999999)).statusCode).toBe(404);
    expect((await why(staff, "abc")).statusCode).toBe(400);
    const draft = await startDraft(app, fisher, submitted.appType, submitted.answers);
    const draftId = (await app.inject({ method: "GET", url: `/api/transactions/draft/${draft}`, headers: { authorization: fisher } })).json().data.transaction.id as number;
    expect((await why(staff, draftId)).statusCode).toBe(409);
  });

  it("keeps the trace from applicants: their documents list carries the reason only", async () => {
    const draft = await startDraft(app, fisher, submitted.appType, submitted.answers);
    const listed = (await app.inject({ method: "GET", url: `/api/documents/all-documents/${submitted.appType}/${draft}`, headers: { authorization: fisher } })).json().data.documents as Array<Record<string, unknown>>;
    expect(listed.length).toBeGreaterThan(0);
    for (const document of listed) {
      expect(document).not.toHaveProperty("trace");
      expect(document.reason).toBeTruthy();
    }
  });
});

const explanation = (token: string | null, id: number | string) => app.inject({ method: "GET", url: `/api/admin/cases/${id}/explanation`, headers: token ? { authorization: token } : {} });

describe("GET /api/admin/cases/{id}/explanation", () => {
  it("gives staff every step, page, document and fee line of the case with its outcome and why, as the engine explains it", async () => {
    const response = await explanation(staff, submitted.id);
    expect(response.statusCode).toBe(200);
    const served = response.json().data.explanation as Explanation;
    // Judged on the day the case was priced, each item of its definition once under its id.
    const compiled = app.definitions.get(submitted.appType);
    if (!compiled) throw new Error(`no definition ${submitted.appType}`);
    expect(served.today).toBe("2026-11-22");
    expect(served.type).toBe(submitted.appType);
    expect(served.complete).toBe(true);
    expect(served.steps.map((s) => s.id)).toEqual((compiled.definition.wizard?.steps ?? []).map((s) => s.id));
    expect(served.pages.map((p) => p.id)).toEqual(compiled.definition.form.pages.map((p) => p.id));
    expect(served.documents.map((d) => d.id)).toEqual((compiled.definition.documents?.items ?? []).map((d) => d.key));
    expect(served.fees.lines.map((l) => l.id)).toEqual((compiled.definition.fees?.lines ?? []).map((l) => l.id));
    // Nothing lost on the way out: the served JSON is the whole shape its schema describes.
    const valid = new Ajv2020({ strict: false }).compile(explanationSchema);
    expect(valid(served), JSON.stringify(valid.errors)).toBe(true);
    expect(served.steps.some((s) => s.checks.length > 0 && s.checks.every((c) => typeof c.answer === "string" && "seen" in c))).toBe(true);
    // The same documents and fees as the staff 'why' route gives for the case.
    const why = (await app.inject({ method: "GET", url: `/api/admin/transactions/${submitted.id}/why`, headers: { authorization: staff } })).json().data as { documents: Array<{ key: string }>; fees: { total: number; lines: Array<{ id: string }> } };
    expect(served.documents.filter((d) => d.outcome !== "notAsked").map((d) => d.id)).toEqual(why.documents.map((d) => d.key));
    expect(served.fees.lines.filter((l) => l.outcome === "charged").map((l) => l.id)).toEqual(why.fees.lines.map((l) => l.id));
    expect(served.fees.totalCents).toBe(Math.round(why.fees.total * 100));
    for (const item of [...served.steps, ...served.pages, ...served.documents, ...served.fees.lines]) expect(item.because, item.id).not.toBe("");
  });

  it("is for staff: an applicant (even the case's own) gets 403, a visitor 401, a draft 409, an unknown or bad id a 4xx, in the spec's envelope", async () => {
    const own = await explanation(fisher, submitted.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ success: false, statusCode: 403, data: { msg: "You are not allowed to do this" } });
    const visitor = await explanation(null, submitted.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, statusCode: 401, data: { msg: expect.any(String) } });
    expect((await explanation(staff, 999999)).statusCode).toBe(404);
    expect((await explanation(staff, "abc")).statusCode).toBe(400);
    const draft = await startDraft(app, fisher, submitted.appType, submitted.answers);
    const draftId = (await app.inject({ method: "GET", url: `/api/transactions/draft/${draft}`, headers: { authorization: fisher } })).json().data.transaction.id as number;
    const unsent = await explanation(staff, draftId);
    expect(unsent.statusCode).toBe(409);
    expect(unsent.json().data.msg).toBe("This application has not been submitted");
  });
});

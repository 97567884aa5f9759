import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompiledDefinition } from "../../../../engine/definition/compileDefinition.ts";
import { navigate } from "../../../../engine/navigation/navigate.ts";
import { formatDateTime } from "../../../../engine/dates/formatDate.ts";
import { formatMoney } from "../../../../engine/fees/formatMoney.ts";
import { scalarText } from "../../../../engine/summary/answerText.ts";
import type { Definition, FieldSchema } from "../../../../engine/types.ts";
import { ROOT } from "../../../config.ts";
import { holdLicences } from "../../../testing/holdLicences.ts";
import { registerApplicant } from "../../../testing/registerApplicant.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { FILES, individualScenario } from "../../../testing/scenarioAnswers.ts";
import { submitBySlug } from "../../../testing/submitBySlug.ts";

/**
 * The submission PDF (issue 14 'A real confirmation and receipt'): for every type of
 * schemas/types, its complete scenario (fixtures/scenarios) is submitted through the API, the PDF
 * downloaded and read back with poppler's pdftotext; it must hold the transaction number, the
 * label and value of every field the scenario says is asked, the documents by name, the fee total.
 * Nothing here names a type, so a new type is covered unchanged. Then who may download it.
 */
const TODAY = "2026-11-22";
const OUT = mkdtempSync(join(tmpdir(), "submission-pdf-"));
let app: FastifyInstance;
let definitions: Definition[];
beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: TODAY });
  definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions.map((d: { id: string }) => app.definitions.get(d.id)?.definition) as Definition[];
});
afterAll(async () => app.close());

/** What pdftotext reads in a PDF, with every run of white space made one space (lines wrap anywhere). */
function pdfWords(pdf: Buffer, name: string): string {
  const file = join(OUT, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).normalize("NFKC").replace(/\s+/g, " ");
}
const words = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").trim();

/** The field a name stands for in the definition (a wizard step's, a page's or the payment form's). */
function fieldOf(definition: Definition, name: string): FieldSchema | undefined {
  const sections = [...(definition.wizard?.steps ?? []), ...definition.form.pages, ...(definition.payment ? [definition.payment] : [])];
  return sections.map((s) => s.schema.properties[name]).find(Boolean);
}

/**
 * The labels and values an answer must show: the field's title, and every answered leaf with its
 * own field's title inside tables. Files and pictures are named, not printed; ticks inside
 * tables are left out, as the summary leaves them (engine/summary/answerText.ts).
 */
function expectedTexts(value: unknown, field: FieldSchema | undefined, nested = false): string[] {
  if (value === undefined || value === null || value === "") return [];
  if (typeof value === "string" && value.startsWith("data:")) return [];
  if (Array.isArray(value)) return value.flatMap((item) => expectedTexts(item, field?.items, nested));
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.name === "string" && typeof record.content === "string") return [record.name];
    return Object.entries(record).flatMap(([key, inner]) => {
      const sub = field?.properties?.[key];
      const leaves = expectedTexts(inner, sub, true);
      return leaves.length && sub?.title && typeof inner !== "object" ? [sub.title, ...leaves] : leaves;
    });
  }
  if (typeof value === "boolean" && nested) return [];
  return [scalarText(value, field)];
}

describe("the submission PDF of every type, read back", () => {
  it("has types to print", () => {
    expect(readdirSync(join(ROOT, "schemas", "types")).filter((f) => f.endsWith(".json")).length).toBeGreaterThanOrEqual(2);
  });

  it.each(readdirSync(join(ROOT, "schemas", "types")).filter((f) => f.endsWith(".json")))("%s", async (file) => {
    const { id: appType, slug } = JSON.parse(readFileSync(join(ROOT, "schemas", "types", file), "utf8")) as { id: string; slug: string };
    const definition = definitions.find((d) => d.id === appType) as Definition;
    const scenario = individualScenario(appType, TODAY);
    expect(scenario, `a complete scenario of ${appType} for an individual dated ${TODAY}`).toBeDefined();
    if (!scenario) return;
    const token = definition.requiresLogin ? await registerApplicant(app, `pdf-${slug}@example.com`, scenario.profile ?? {}, scenario.answers) : null;
    // The licences the scenario says are on file (issue 29), issued as staff issue them.
    if (token) await holdLicences(app, token, scenario.licences, TODAY);
    const headers = token ? { authorization: token } : {};
    const call = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const tempId = (await call("POST", "/api/transactions/temp", { app_type: appType })).json().data.temp_trans_id as string;
    const answers = scenario.answers;
    expect((await call("POST", `/api/applications/save-application?app_type=${appType}`, { ...answers, temp_trans_id: tempId, app_type: appType, launchCase: false })).statusCode).toBe(200);

    const listed = (await call("GET", `/api/documents/all-documents/${appType}/${tempId}`)).json().data as { documents: Array<{ key: string; name: string; accept: string[]; required: boolean; group?: string }>; groups: Array<{ key: string }> };
    const groupsToMeet = new Set(listed.groups.map((g) => g.key));
    const uploaded: Array<{ name: string; file: string }> = [];
    for (const need of listed.documents) {
      const meetsGroup = need.group !== undefined && groupsToMeet.delete(need.group);
      if (!need.required && !meetsGroup) continue;
      const pdf = need.accept.includes(".pdf");
      const name = `${need.key}-upload.${pdf ? "pdf" : "png"}`;
      const upload = await call("POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name, contentType: pdf ? "application/pdf" : "image/png", content: (pdf ? FILES.pdf : FILES.png).toString("base64"), supporting_document_id: need.key, documentType: "SUPPORTING_DOCUMENTS" } });
      expect(upload.statusCode, upload.body).toBe(200);
      uploaded.push({ name: need.name, file: name });
    }
    const other = await call("POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: "extra-evidence.pdf", contentType: "application/pdf", content: FILES.pdf.toString("base64"), documentType: "OTHER_SUPPORTING_DOCUMENTS" } });
    expect(other.statusCode, other.body).toBe(200);

    const total = scenario.expect.fees?.total ?? 0;
    if (definition.stages.some((s) => s.id === "payment") && total > 0) {
      const init = await call("POST", `/api/payment/init/${tempId}`, { ...answers, payment_method: "Credit/Debit Card", amount_due: total });
      expect(init.statusCode, init.body).toBe(200);
      const paid = await app.inject({ method: "POST", url: init.json().data.RedirectData.url as string, payload: "card_name=Marcia+Campbell&card_number=4111+1111+1111+1111&expiry=12%2F39&cvv=123", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(paid.body).toContain('data-done="true"');
    }
    const submitted = await call("POST", `/api/applications/save-application?app_type=${appType}`, { ...answers, temp_trans_id: tempId, app_type: appType, launchCase: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const transNumber = submitted.json().data.transNumber as string;

    const query = token ? "" : `?temp_trans_id=${tempId}`;
    const response = await call("GET", `/api/applications/${transNumber}/submission.pdf${query}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="submission-${transNumber}.pdf"`);
    const text = pdfWords(response.rawPayload, slug);

    const missing: string[] = [];
    const expectText = (what: string) => {
      if (!text.includes(words(what))) missing.push(what);
    };
    const { submitted_on: submittedOn } = (await app.knex("transactions").where({ trans_number: transNumber }).first("submitted_on")) as { submitted_on: string | Date };
    const submittedAt = formatDateTime(submittedOn instanceof Date ? submittedOn.toISOString() : submittedOn);
    [transNumber, definition.title, submittedAt, formatMoney(Math.round(total * 100))].forEach(expectText);
    // The fields asked on this path, as the engine walks it (the scenario tests pin them to the analysts' expectations).
    const context = await app.definitions.context(scenario.profile ?? {}, TODAY, scenario.licences);
    // The answers as the server keeps them: computed fields worked out again (a tampered duration never counts).
    const walked = navigate(app.definitions.get(appType) as CompiledDefinition, answers, context);
    for (const name of walked.asked) {
      const field = fieldOf(definition, name);
      const shown = expectedTexts(walked.answers[name], field);
      if (!shown.length) continue;
      [field?.title ?? name, ...shown].forEach(expectText);
    }
    for (const { name, file: fileName } of uploaded) [name, fileName].forEach(expectText);
    expectText("extra-evidence.pdf");
    expect(missing, `missing from the PDF of ${appType}`).toEqual([]);
  });
});

describe("who may download a submission PDF", () => {
  let transNumber: string;
  let owner: string;
  beforeAll(async () => {
    owner = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    transNumber = (await submitBySlug(app, owner, "licence", "card")).transNumber;
  });
  const fetchAs = (token: string | null, number = transNumber) => app.inject({ method: "GET", url: `/api/applications/${number}/submission.pdf`, headers: token ? { authorization: token } : {} });

  it("the applicant, staff and an officer acting for the applicant", async () => {
    expect((await fetchAs(owner)).statusCode).toBe(200);
    expect((await fetchAs(await tokenFor(app, DEMO.admin.email, DEMO.admin.password))).statusCode).toBe(200);
    const officer = await tokenFor(app, DEMO.officer.email, DEMO.officer.password);
    const entityId = (await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first()).id as number;
    const switched = await app.inject({ method: "POST", url: "/api/users/switch", payload: { entity_id: entityId }, headers: { authorization: officer } });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await fetchAs(switched.json().data.token as string)).statusCode).toBe(200);
  });

  it("nobody else: another applicant, an officer not acting for them and a visitor get 404 as for a number that does not exist", async () => {
    const notFound = { success: false, statusCode: 404, data: { msg: "Transaction not found" } };
    for (const token of [await tokenFor(app, DEMO.company.email, DEMO.company.password), await tokenFor(app, DEMO.officer.email, DEMO.officer.password), null]) {
      const response = await fetchAs(token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await fetchAs(owner, "NFA-2026-999999")).json()).toEqual(notFound);
  });

  it("a draft has no submission to print", async () => {
    const draft = (await app.inject({ method: "POST", url: "/api/transactions/temp", payload: { app_type: definitions.find((d) => d.requiresLogin)?.id }, headers: { authorization: owner } })).json().data.temp_trans_id as string;
    const response = await app.inject({ method: "GET", url: `/api/applications/${draft}/submission.pdf`, headers: { authorization: owner } });
    expect(response.statusCode).toBe(404);
  });
});

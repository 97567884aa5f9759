import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { contextFor, loadDefinitions } from "../../../../engine/node/loadDefinitions.ts";
import { SCHEMAS } from "../../../../engine/node/paths.ts";
import { navigate } from "../../../../engine/navigation/navigate.ts";
import type { Definition, FieldSchema, MigrationChange } from "../../../../engine/types.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { pdfText } from "../../../testing/pdfText.ts";
import { publishVersion } from "../../../testing/publishVersion.ts";
import { readyToSubmit } from "../../../testing/readyToSubmit.ts";
import { demoFisher, payingScenario } from "../../../testing/scenarioAnswers.ts";
import { startDraft } from "../../../testing/startDraft.ts";

/**
 * Issue 24: six ordinary edits to the Fisher Licence (the type that issues an ID card with a new licence), each published as a new version while
 * applications are in progress (a draft with the wizard half done, one with the form half done,
 * one paid but not submitted, and a submitted case). No submitted case's view, PDF, fees,
 * certificate or report row changes; no draft loses an answer without the applicant being shown
 * it; a paid draft is not charged again for unchanged answers (decision 0041). On PostgreSQL too
 * (npm run test:pg runs this file with TEST_DATABASE_URL).
 */
const TODAY = "2026-11-22";
/** The type of the issue's story: a licence that issues an ID card with a New Licence, which the demo fisher can pay for (from schemas/ and the scenarios, not a constant). */
const types = loadDefinitions().loaded;
const issuesCard = (appType: string) => types.find((t) => t.definition.id === appType)?.definition.certificate?.idCard !== undefined;
const scenario = payingScenario({ where: (s) => issuesCard(s.appType) && s.answers.type_of_transaction === "New Licence", today: TODAY });
const TYPE = scenario.appType;
const original = (() => {
  const loaded = types.find((t) => t.definition.id === TYPE);
  if (!loaded) throw new Error(`${TYPE} does not load`);
  return loaded;
})();
const SLUG = basename(original.file, ".json");
const walked = navigate(original.compiled, scenario.answers, contextFor(TODAY, demoFisher())).path.filter((id) => original.compiled.steps.has(id));
const fieldsOf = (ids: string[]) => ids.flatMap((id) => Object.keys(original.compiled.steps.get(id)?.section.schema.properties ?? {}));
const pick = (names: string[]) => Object.fromEntries(Object.entries(scenario.answers).filter(([k]) => names.includes(k)));
const wizardFields = fieldsOf(walked);
const firstPage = Object.keys(original.compiled.pages[0]?.section.schema.properties ?? {});

/** Every field schema of a resolved definition's steps and pages, with its name. */
function fields(definition: Definition): Array<[string, FieldSchema, Record<string, unknown>]> {
  const sections = [...(definition.wizard?.steps ?? []), ...definition.form.pages];
  return sections.flatMap((s) => Object.entries(s.schema.properties).map(([name, schema]): [string, FieldSchema, Record<string, unknown>] => [name, schema, s.schema as unknown as Record<string, unknown>]));
}

/** The choice the scenario made that a field offers in a list of options (the issue's "Pedro Bank"). */
function chosenOption(): { field: string; value: string } {
  // A multiple choice first (the fishing areas), then any other list.
  const ordered = fields(original.definition).sort(([a], [b]) => Number(Array.isArray(scenario.answers[b])) - Number(Array.isArray(scenario.answers[a])));
  for (const [name, schema] of ordered) {
    const answer = scenario.answers[name];
    const listed = (target: FieldSchema | undefined) => [...((target?.enum as unknown[] | undefined) ?? []), ...(((target?.["x-list"] as { items?: Array<{ value: unknown }> } | undefined)?.items ?? []).map((i) => i.value))];
    const options = [...listed(schema), ...listed(schema.items)];
    const value = Array.isArray(answer) ? answer[0] : answer;
    if (walked.some((id) => original.compiled.steps.get(id)?.section.schema.properties[name]) && typeof value === "string" && options.includes(value) && options.length > 2) return { field: name, value };
  }
  throw new Error("the scenario chose no option of a list on its wizard path");
}

/** Removes an option from a field wherever the definition lists it (enum, items' enum, the inlined list). */
function withoutOption(definition: Definition, field: string, value: string): void {
  for (const [name, schema] of fields(definition)) {
    if (name !== field) continue;
    for (const target of [schema, schema.items].filter(Boolean) as FieldSchema[]) {
      if (target.enum) target.enum = target.enum.filter((v) => v !== value);
      const list = target["x-list"] as { items?: Array<{ value: unknown }> } | undefined;
      if (list?.items) list.items = list.items.filter((i) => i.value !== value);
    }
  }
}

/** A field's title as the version the draft was written under gives it. */
const labelOf = (field: string): string => fields(original.definition).find(([name]) => name === field)?.[1].title ?? field;

interface Edit {
  name: string;
  /** The edit, made on the resolved definition, and its migration. */
  publish(dir: string): void;
  /** The day the server judges on after the edit. */
  after?: string;
  /** Whether the drafts that passed the edit must answer something new. */
  asks?: boolean;
}

const option = chosenOption();
const optionalField = (() => {
  const page = original.definition.form.pages.find((p) => Object.keys(p.schema.properties).some((n) => !(p.schema.required ?? []).includes(n) && n in scenario.answers === false && !p.schema.properties[n]?.readOnly && p.schema.properties[n]?.type === "string"));
  const name = page && Object.keys(page.schema.properties).find((n) => !(page.schema.required ?? []).includes(n) && !(n in scenario.answers) && !page.schema.properties[n]?.readOnly && page.schema.properties[n]?.type === "string");
  if (!page || !name) throw new Error("no optional text field on a form page the scenario left unanswered");
  return { page: page.id, name };
})();

const EDITS: Edit[] = [
  {
    name: "a field renamed (type_of_transaction to transaction_type)",
    publish: (dir) => publishVersion(dir, SLUG, (d) => Object.assign(d, JSON.parse(JSON.stringify(d).replaceAll('"type_of_transaction"', '"transaction_type"'))), { changes: [{ op: "rename", field: "type_of_transaction", to: "transaction_type" }] }),
  },
  {
    name: `a required step added (after ${walked[0]})`,
    asks: true,
    publish: (dir) =>
      publishVersion(dir, SLUG, (d) => {
        const first = d.wizard?.steps.find((s) => s.id === walked[0]);
        if (!first || !d.wizard) throw new Error("no first step");
        d.wizard.steps.push({ id: "vessel-insurance", title: "Vessel insurance", schema: { type: "object", required: ["has_insurance"], properties: { has_insurance: { title: "Do you hold insurance for your fishing?", type: "string", enum: ["Yes", "No"] } } }, next: first.next } as unknown as NonNullable<Definition["wizard"]>["steps"][number]);
        first.next = [{ goto: "vessel-insurance" }];
      }, { changes: [{ op: "ask", field: "has_insurance", note: "The NFA now asks every fisher about insurance." }] }),
  },
  {
    name: `an option removed (${option.value})`,
    asks: true,
    publish: (dir) => publishVersion(dir, SLUG, (d) => withoutOption(d, option.field, option.value), { changes: [{ op: "dropOption", field: option.field, value: option.value, note: `${option.value} is no longer offered.` }] }),
  },
  {
    name: "a fee raised in place",
    publish: (dir) => publishVersion(dir, SLUG, (d) => d.fees?.lines.forEach((l) => l.amounts.forEach((a) => "amount" in a && (a.amount += 50_000)))),
  },
  {
    name: "a fee raised from a future date",
    after: "2026-12-15",
    publish: (dir) => publishVersion(dir, SLUG, (d) => d.fees?.lines.forEach((l) => l.amounts.push({ from: "2026-12-01", amount: Math.max(...l.amounts.map((a) => ("amount" in a ? a.amount : 0))) + 50_000 }))),
  },
  {
    name: `an optional field made required (${optionalField.name})`,
    asks: true,
    publish: (dir) =>
      publishVersion(dir, SLUG, (d) => {
        const page = d.form.pages.find((p) => p.id === optionalField.page);
        if (page) page.schema.required = [...(page.schema.required ?? []), optionalField.name];
      }, { changes: [{ op: "ask", field: optionalField.name } as MigrationChange] }),
  },
];

const cleanup: string[] = [];
afterAll(() => cleanup.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of schemas/ and a database of the test's own, kept across the edit and the server's restart. */
function world() {
  const dir = mkdtempSync(join(tmpdir(), "versions-"));
  cleanup.push(dir);
  cpSync(SCHEMAS, join(dir, "schemas"), { recursive: true });
  const postgres: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATABASE_SCHEMA: `test_${randomUUID().replace(/-/g, "")}` } : {};
  const env: Record<string, string> = { SQLITE_FILE: join(dir, "portal.sqlite"), SCHEMAS_DIR: join(dir, "schemas"), PORTAL_TODAY: TODAY, ...postgres };
  return { schemas: join(dir, "schemas"), env };
}

const get = async (app: FastifyInstance, url: string, token: string) => app.inject({ method: "GET", url, headers: { authorization: token } });

/** What anyone reading a submitted case sees: the case page, the PDF's text, the report row. */
async function caseAsRead(app: FastifyInstance, admin: string, id: number, transNumber: string, fisher: string) {
  const page = (await get(app, `/api/admin/cases/${id}`, admin)).json().data;
  const pdf = await app.inject({ method: "GET", url: `/api/applications/${transNumber}/submission.pdf`, headers: { authorization: fisher } });
  const report = (await get(app, `/api/admin/transactions?app_type=${TYPE}&type_of_transaction=New%20Licence`, admin)).json().data;
  const explanation = (await get(app, `/api/admin/cases/${id}/explanation`, admin)).json().data;
  return { summary: page.summary, version: page.version, pdf: (await pdfText(pdf.rawPayload)).replace(/Page \d+ of \d+/g, ""), report: JSON.stringify(report).includes(transNumber), explanation };
}

describe.each(EDITS)("$name, published while applications are in progress", (edit) => {
  it("leaves the submitted case as it was judged, tells every draft what changed and charges no paid draft again", async () => {
    const { schemas, env } = world();
    let app = await buildApp(env);
    let fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    let admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
    const half = Math.max(1, Math.floor(walked.length / 2));
    const wizardHalf = pick(fieldsOf(walked.slice(0, half)));
    const formHalf = pick([...wizardFields, ...firstPage]);
    const drafts = { wizardHalf: await startDraft(app, fisher, TYPE, wizardHalf), formHalf: await startDraft(app, fisher, TYPE, formHalf), paid: await readyToSubmit(app, fisher, TYPE, scenario.answers) };
    const sent = { wizardHalf, formHalf, paid: scenario.answers };
    const submittedTemp = await readyToSubmit(app, fisher, TYPE, scenario.answers);
    const submit = await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${TYPE}`, headers: { authorization: fisher }, payload: { ...scenario.answers, temp_trans_id: submittedTemp, launchCase: true } });
    expect(submit.statusCode, submit.body).toBe(200);
    const transNumber = submit.json().data.transNumber as string;
    const id = Number((await app.knex("transactions").where({ trans_number: transNumber }).first("id")).id);
    const before = await caseAsRead(app, admin, id, transNumber, fisher);
    expect(before.report).toBe(true);
    await app.close();

    edit.publish(schemas);
    app = await buildApp({ ...env, PORTAL_TODAY: edit.after ?? TODAY });
    try {
      fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
      admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
      // The submitted case reads exactly as it was judged, by the version that judged it.
      expect(await caseAsRead(app, admin, id, transNumber, fisher)).toEqual(before);
      // Approved after the edit, it issues what was judged (the ID card of a New Licence, whatever the field is called now).
      for (const status of ["Application In Progress", "Licence Approved"]) {
        const moved = await moveCaseAs(app, admin, id, status);
        expect(moved.statusCode, moved.body).toBe(200);
      }
      expect((await app.knex("issued_certificates").where({ transaction_id: id }).first("has_id_card")).has_id_card).toBeTruthy();
      // Each draft resumes on the new version; every answer it had is still there or named in what changed.
      for (const [point, tempId] of Object.entries(drafts) as Array<[keyof typeof drafts, string]>) {
        const resumed = (await get(app, `/api/transactions/draft/${tempId}`, fisher)).json().data.transaction;
        const shown = JSON.stringify(resumed.version_changes ?? {});
        const now = resumed.application_details as Record<string, unknown>;
        for (const [field, value] of Object.entries(sent[point])) {
          if (field === "payment_details") continue;
          const kept = Object.values(now).some((v) => JSON.stringify(v) === JSON.stringify(value));
          expect(kept || shown.includes(labelOf(field)), `${point}: ${field} lost without being shown`).toBe(true);
        }
        if (edit.asks && point !== "wizardHalf") expect(resumed.version_changes?.items.length, `${point} was not told what changed`).toBeGreaterThan(0);
      }
      // The paid draft is not asked for more for the answers it paid for.
      const paidRow = (await get(app, `/api/transactions/draft/${drafts.paid}`, fisher)).json().data.transaction;
      const again = await app.inject({ method: "POST", url: `/api/payment/init/${drafts.paid}`, headers: { authorization: fisher }, payload: { ...paidRow.application_details, payment_method: "Credit/Debit Card", definition_version: paidRow.definition_version } });
      if (!edit.asks) {
        expect(again.json().data.msg, again.body).toBe("Previous Payment Found");
        // And it submits on what it paid: the fees frozen with it are those it was charged.
        const submitted = await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${TYPE}`, headers: { authorization: fisher }, payload: { ...paidRow.application_details, temp_trans_id: drafts.paid, launchCase: true, definition_version: paidRow.definition_version } });
        expect(submitted.statusCode, submitted.body).toBe(200);
        const frozen = JSON.parse((await app.knex("transactions").where({ temp_trans_id: drafts.paid }).first("frozen")).frozen as string) as { fees: { total: number } };
        expect(frozen.fees.total).toBe(Math.round(scenario.fees * 100));
        // Staff's explanation of that case prices it as it was charged, and says when it was paid.
        const paidCase = Number((await app.knex("transactions").where({ temp_trans_id: drafts.paid }).first("id")).id);
        const explained = (await get(app, `/api/admin/cases/${paidCase}/explanation`, admin)).json().data.explanation as { fees: { totalCents: number; lines: Array<{ outcome: string; because: string }> } };
        expect(explained.fees.totalCents).toBe(Math.round(scenario.fees * 100));
        if (edit.name.startsWith("a fee raised")) expect(explained.fees.lines.filter((l) => l.outcome === "charged").every((l) => l.because.includes("the amount in force when it was paid"))).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});

describe("a version scheduled with effectiveFrom", () => {
  it("is not in force the day before and is in force on its day, with no restart", async () => {
    const { schemas, env } = world();
    const label = publishVersion(schemas, SLUG, (d) => d.fees?.lines.forEach((l) => l.amounts.forEach((a) => "amount" in a && (a.amount += 10_000))), { changes: [] }, { effectiveFrom: "2026-11-23" });
    const app = await buildApp(env);
    try {
      const version = async () => (await app.inject({ method: "GET", url: `/api/definitions/${TYPE}` })).json().data.definition.version as string;
      expect(await version()).toBe(original.definition.version);
      expect(app.definitions.scheduled(TYPE).map((c) => c.definition.version)).toEqual([label]);
      // The same running server, told the next day.
      (app.definitions as unknown as { today: () => string }).today = () => "2026-11-23";
      expect(app.definitions.get(TYPE)?.definition.version).toBe(label);
      expect(await version()).toBe(label);
      expect(app.definitions.scheduled(TYPE)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe("shadow mode", () => {
  it("records where the scheduled version would judge a submit differently, and leaves the submit as the version in force judged it", async () => {
    const { schemas, env } = world();
    const label = publishVersion(schemas, SLUG, (d) => d.fees?.lines.forEach((l) => l.amounts.forEach((a) => "amount" in a && (a.amount += 10_000))), { changes: [] }, { effectiveFrom: "2026-12-01" });
    const app = await buildApp(env);
    try {
      const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
      const tempId = await readyToSubmit(app, fisher, TYPE, scenario.answers);
      const submit = await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${TYPE}`, headers: { authorization: fisher }, payload: { ...scenario.answers, temp_trans_id: tempId, launchCase: true } });
      expect(submit.statusCode, submit.body).toBe(200);
      const row = await app.knex("transactions").where({ temp_trans_id: tempId }).first("id", "definition_version", "amount_due_cents");
      expect(row.definition_version).toBe(original.definition.version);
      expect(Number(row.amount_due_cents)).toBe(Math.round(scenario.fees * 100));
      // Recorded after the answer, off the applicant's time.
      await expect.poll(async () => (await app.knex("shadow_judgements").where({ transaction_id: row.id })).length).toBe(1);
      const shadow = await app.knex("shadow_judgements").where({ transaction_id: row.id }).first();
      expect(shadow).toMatchObject({ in_force_version: original.definition.version, scheduled_version: label });
      const fees = (JSON.parse(shadow.differences) as { differences: Array<{ what: string; inForce: number; scheduled: number }> }).differences.find((d) => d.what === "fees");
      expect(fees?.inForce).toBe(Math.round(scenario.fees * 100));
      expect(fees?.scheduled).toBeGreaterThan(fees?.inForce ?? Infinity);
    } finally {
      await app.close();
    }
  });
});

import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COVERING_STATUSES } from "../../../../engine/fees/coveringStatuses.ts";
import type { ImpactReport } from "../../../../engine/impact/impactReport.ts";
import { evaluateApplication } from "../../../../engine/evaluateApplication.ts";
import { readsLicences } from "../../../../engine/licences/readsLicences.ts";
import { navigate } from "../../../../engine/navigation/navigate.ts";
import { contextFor, loadDefinitions } from "../../../../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../../../../engine/node/loadScenarios.ts";
import { ROOT } from "../../../../engine/node/paths.ts";
import type { Definition } from "../../../../engine/types.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { editedText as editedOf, raiseFees } from "../../../testing/editedDefinition.ts";
import { holdLicences } from "../../../testing/holdLicences.ts";
import { registerApplicant } from "../../../testing/registerApplicant.ts";
import { demoFisher, payingScenario } from "../../../testing/scenarioAnswers.ts";
import { seedInProgress, walkedSteps } from "../../../testing/seedInProgress.ts";
import { startDraft } from "../../../testing/startDraft.ts";

/**
 * Issue 24, "analysts see the impact first": an edit replayed over a seeded database by
 * `npm run engine -- impact` and by the studio's panel (POST /api/studio/previews/{id}/impact).
 * A fee rise names the applications it reaches and the revenue it adds; a new required step names
 * the drafts that must answer it. Both are checked against counts made here from the stored rows
 * and the committed definition, without the replay, and the studio must answer the CLI's figures.
 * On PostgreSQL too (npm run test:pg).
 */
const TODAY = "2026-11-22";
const RISE = 50_000;
const scenario = payingScenario({ today: TODAY });
const TYPE = scenario.appType;
const original = (() => {
  const loaded = loadDefinitions().loaded.find((t) => t.definition.id === TYPE);
  if (!loaded) throw new Error(`${TYPE} does not load`);
  return loaded;
})();
const SLUG = basename(original.file, ".json");
const context = contextFor(TODAY, demoFisher());
const walked = walkedSteps(original.compiled, scenario.answers, context);
const editedText = (edit: (d: Definition) => void, refs: "types" | "elsewhere") => editedOf(original.definition, edit, refs);
const feeRise = raiseFees(RISE);
const newStep = (d: Definition) => {
  const first = d.wizard?.steps.find((s) => s.id === walked[0]);
  if (!first || !d.wizard) throw new Error("no first step");
  d.wizard.steps.push({ id: "vessel-insurance", title: "Vessel insurance", schema: { type: "object", required: ["has_insurance"], properties: { has_insurance: { title: "Do you hold insurance for your fishing?", type: "string", enum: ["Yes", "No"] } } }, next: first.next } as unknown as NonNullable<Definition["wizard"]>["steps"][number]);
  first.next = [{ goto: "vessel-insurance" }];
};

const dir = mkdtempSync(join(tmpdir(), "impact-"));
const postgres: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: `test_${randomUUID().replace(/-/g, "")}` } : {};
const env: Record<string, string> = { SQLITE_FILE: join(dir, "portal.sqlite"), PORTAL_TODAY: TODAY, ...postgres };
let app: FastifyInstance;
let admin: string;

/** The CLI's report of an edit of `type` (its types file `slug`.json), over the database the app wrote. */
function cliImpact(text: string, type = TYPE, slug = SLUG): ImpactReport {
  const file = join(dir, "edits", `${slug}.json`);
  mkdirSync(join(dir, "edits"), { recursive: true });
  writeFileSync(file, text);
  const run = spawnSync(join(ROOT, "node_modules", ".bin", "tsx"), [join(ROOT, "engine", "node", "cli.ts"), "impact", "--type", type, "--definition", file, "--json"], { cwd: ROOT, encoding: "utf8", env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? "" } });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as ImpactReport;
}

/** The studio's report of an edit of `type`: checked (which keeps a preview), then replayed. */
async function studioImpact(text: string, type = TYPE): Promise<ImpactReport> {
  const check = await app.inject({ method: "POST", url: `/api/studio/types/${type}/check`, headers: { authorization: admin }, payload: { source: text } });
  expect(check.statusCode, check.body).toBe(200);
  const previewId = check.json().data.preview?.id as string;
  expect(previewId, JSON.stringify(check.json().data.issues)).toBeTruthy();
  const impact = await app.inject({ method: "POST", url: `/api/studio/previews/${previewId}/impact`, headers: { authorization: admin }, payload: {} });
  expect(impact.statusCode, impact.body).toBe(200);
  return impact.json().data as ImpactReport;
}

/** The stored applications as rows, read here without the replay: state, answers, and whether a payment covers them. */
async function storedRows() {
  const rows = (await app.knex("transactions").where({ app_type: TYPE }).select("temp_trans_id", "trans_number", "answers")) as Array<{ temp_trans_id: string; trans_number: string | null; answers: string }>;
  const paid = new Set(((await app.knex("payments").whereIn("status", [...COVERING_STATUSES]).select("temp_trans_id")) as Array<{ temp_trans_id: string }>).map((p) => p.temp_trans_id));
  return rows.map((r) => ({ draft: r.trans_number === null, paid: paid.has(r.temp_trans_id), answers: JSON.parse(r.answers) as Record<string, unknown> }));
}

beforeAll(async () => {
  app = await buildApp(env);
  const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  await seedInProgress(app, fisher, scenario, original.compiled, context);
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run engine -- impact and the studio's impact panel", () => {
  it("a fee rise: the applications whose fees change and the revenue it adds, a paid draft keeping its prices", async () => {
    const report = cliImpact(editedText(feeRise, "elsewhere"));
    // Counted here: every fee line an application is charged under the committed definition costs RISE more, unless it is a draft whose payment locked its prices.
    const rows = await storedRows();
    const expected = { drafts: { affected: 0, change: 0 }, submitted: { affected: 0, change: 0 } };
    for (const row of rows) {
      const lines = evaluateApplication(original.compiled, row.answers, context).fees.lines.length;
      if (!lines || (row.draft && row.paid)) continue;
      const side = row.draft ? expected.drafts : expected.submitted;
      side.affected += 1;
      side.change += lines * RISE;
    }
    expect(expected.submitted.affected).toBe(2);
    expect(report.drafts.applications).toBe(rows.filter((r) => r.draft).length);
    expect({ affected: report.drafts.feesChanged, change: report.drafts.revenueChangeCents }).toEqual(expected.drafts);
    expect({ affected: report.submitted.feesChanged, change: report.submitted.revenueChangeCents }).toEqual(expected.submitted);
    expect(report.drafts.mustAnswer + report.submitted.mustAnswer).toBe(0);
    // By licence type and parish, the groups add up to the totals.
    expect(report.groups.reduce((sum, g) => sum + g.drafts.revenueChangeCents + g.submitted.revenueChangeCents, 0)).toBe(expected.drafts.change + expected.submitted.change);
    expect(await studioImpact(editedText(feeRise, "types"))).toEqual(report);
  });

  it("a new required step: the drafts that have passed the step before it must answer it; the one at the start need not", async () => {
    const report = cliImpact(editedText(newStep, "elsewhere"));
    const rows = await storedRows();
    // Counted here: a draft that has been through the first step (its path goes past it) walks into the new one.
    const past = rows.filter((r) => r.draft && navigate(original.compiled, r.answers, context).path.indexOf(walked[0] ?? "") < navigate(original.compiled, r.answers, context).path.length - 1).length;
    expect(past).toBe(rows.filter((r) => r.draft).length - 1);
    expect(report.drafts.mustAnswer).toBe(past);
    expect(report.applications.filter((a) => a.state === "draft" && a.mustAnswer.includes("Do you hold insurance for your fishing?")).length).toBe(past);
    expect(report.drafts.feesChanged).toBe(0);
    expect(await studioImpact(editedText(newStep, "types"))).toEqual(report);
  });

  it("is for staff only, on a preview of their own", async () => {
    const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const unknown = await app.inject({ method: "POST", url: `/api/studio/previews/${"0".repeat(32)}/impact`, headers: { authorization: admin }, payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.msg).toBe("This preview has expired: check the definition again");
    const applicant = await app.inject({ method: "POST", url: `/api/studio/previews/${"0".repeat(32)}/impact`, headers: { authorization: fisher }, payload: {} });
    expect(applicant.statusCode).toBe(403);
  });
});

/**
 * A type with a rule on the licences on file (issue 29, decision 0068), found in schemas/: the
 * first whose definition reads `$licences`, with its complete individual scenario stating them.
 */
const licensed = (() => {
  for (const loaded of loadDefinitions().loaded) {
    if (!readsLicences(loaded.definition)) continue;
    const scenario = loadScenarios(loaded.definition.id)
      .map((s) => s.scenario)
      .find((s) => s.expect.complete === true && s.today === TODAY && !s.seasons && (s.licences?.length ?? 0) > 0 && (s.profile?.applicant_type ?? "Individual") === "Individual");
    if (scenario) return { ...loaded, scenario, slug: basename(loaded.file, ".json") };
  }
  throw new Error("no type reads $licences with a complete individual scenario stating licences on file");
})();

describe("the impact of an edit of a type with a rule on the licences on file", () => {
  const drafts = { holder: "", none: "" };
  /** Both doors' report of an edit of the licensed type, which must agree. */
  const bothImpacts = async (edit: (d: Definition) => void) => {
    const report = cliImpact(editedOf(licensed.definition, edit, "elsewhere"), licensed.definition.id, licensed.slug);
    expect(await studioImpact(editedOf(licensed.definition, edit, "types"), licensed.definition.id)).toEqual(report);
    return { report, outcome: (tempId: string) => report.applications.find((a) => a.id === tempId)?.outcome };
  };

  beforeAll(async () => {
    // Two applicants write the same complete draft: one holds the licences the scenario says are on file, issued as staff issue them; the other holds none.
    const { scenario } = licensed;
    const holder = await registerApplicant(app, "impact-holder@example.com", scenario.profile ?? {}, scenario.answers);
    expect(await holdLicences(app, holder, scenario.licences, TODAY)).not.toHaveLength(0);
    drafts.holder = await startDraft(app, holder, licensed.definition.id, scenario.answers);
    const none = await registerApplicant(app, "impact-none@example.com", scenario.profile ?? {}, scenario.answers);
    drafts.none = await startDraft(app, none, licensed.definition.id, scenario.answers);
  });

  it("an edit that does not touch the rule: the holder's draft is not blocked, the draft of the applicant with none stays blocked, neither newly", async () => {
    const { report, outcome } = await bothImpacts(raiseFees(RISE));
    expect(outcome(drafts.holder)).toEqual({ before: "complete", after: "complete" });
    expect(outcome(drafts.none)).toEqual({ before: "blocked", after: "blocked" });
    expect(report.drafts.outcomesFlipped).toBe(0);
  });

  it("an edit that lifts the rule: only the draft of the applicant with none can go on where it could not", async () => {
    const lift = (d: Definition) => d.wizard?.steps.forEach((step) => (step.blocks = step.blocks?.filter((block) => !JSON.stringify(block.when).includes('"$licences"'))));
    const { report, outcome } = await bothImpacts(lift);
    expect(outcome(drafts.none)).toEqual({ before: "blocked", after: "complete" });
    expect(outcome(drafts.holder)).toBeUndefined();
    expect(report.drafts.outcomesFlipped).toBe(1);
  });
});

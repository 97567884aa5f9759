import { describe, expect, it } from "vitest";
import { compileDefinition, type CompiledDefinition } from "../definition/compileDefinition.ts";
import { evaluateApplication } from "../evaluateApplication.ts";
import { readsLicences } from "../licences/readsLicences.ts";
import { contextFor, loadDefinitions } from "../node/loadDefinitions.ts";
import { loadScenarios } from "../node/loadScenarios.ts";
import type { Definition, FieldSchema, HeldLicence } from "../types.ts";
import { asNextVersion } from "../versions/asNextVersion.ts";
import type { StoredApplication } from "./applicationImpact.ts";
import { impactDay, impactReport, withApplicant } from "./impactReport.ts";
import { impactText } from "./impactText.ts";

/**
 * The impact replay on its own (issue 24): a complete, priced scenario of a committed type, stored
 * as a draft and as a submitted case, replayed under edits made here. Which type is read from
 * schemas/ and the scenarios: the first whose complete scenario is charged and chose an option on a
 * list of more than two.
 */
const pick = (() => {
  for (const { definition, compiled } of loadDefinitions().loaded) {
    for (const { scenario } of loadScenarios(definition.id)) {
      if (scenario.expect.complete !== true || scenario.seasons) continue;
      const context = contextFor(scenario.today, scenario.profile ?? {});
      const judged = evaluateApplication(compiled, scenario.answers, context);
      if (!judged.navigation.complete || judged.fees.total === 0) continue;
      for (const id of judged.navigation.path) {
        const section = compiled.steps.get(id)?.schema;
        const option = Object.entries(section?.properties ?? {}).find(([name, f]) => typeof scenario.answers[name] === "string" && (f.enum?.length ?? 0) > 2 && f.enum?.includes(scenario.answers[name] as string));
        if (option) return { definition, compiled, scenario, context, step: id, field: option[0], value: scenario.answers[option[0]] as string };
      }
    }
  }
  throw new Error("no complete, charged scenario chose an option of a list on a wizard step");
})();
const { definition, compiled, scenario, context, step } = pick;
const NEXT = asNextVersion(definition).version;

/** A committed definition (the picked one unless `from`) edited, as the next version with `migrations` from the committed one. */
function edited(edit: (d: Definition) => void, changes: NonNullable<Definition["migrations"]>["changes"] = [], extra: Partial<Definition> = {}, from: Definition = definition): CompiledDefinition {
  const next = asNextVersion(from);
  edit(next);
  return compileDefinition({ ...next, migrations: { from: from.version, changes }, ...extra });
}

const stored = (state: StoredApplication["state"], paid = false): StoredApplication => ({ id: `${state}${paid ? "-paid" : ""}`, state, version: definition.version, answers: scenario.answers, profile: scenario.profile ?? {}, parish: "Kingston", paid: paid ? { version: definition.version, day: scenario.today } : null });
const replay = (edit: CompiledDefinition, applications: StoredApplication[]) => impactReport({ chain: [compiled], edited: edit, day: scenario.today, applications, contextOf: withApplicant(context) });
const raise = (d: Definition) => d.fees?.lines.forEach((l) => l.amounts.forEach((a) => "amount" in a && (a.amount += 10_000)));

describe("impactReport", () => {
  it("a fee line charged by a rate from the day: the revenue change is what the rate charges (decision 0053)", async () => {
    const before = evaluateApplication(compiled, scenario.answers, context).fees.lines[0]!;
    // No answer gives the quantity, so the rate charges its minimum.
    const toRate = (d: Definition) => d.fees?.lines.find((l) => l.id === before.id)?.amounts.push({ from: scenario.today, rate: { quantity: "landed_kg", unit: "kg", bands: [{ centsPerUnit: 100 }], minimum: before.amount + 25_000 } });
    const report = await replay(edited(toRate), [stored("draft")]);
    expect(report.drafts).toMatchObject({ applications: 1, feesChanged: 1, revenueChangeCents: 25_000 });
  });

  it("a fee rise: a paid draft keeps its prices, an unpaid one and a submitted case pay more, summed in cents", async () => {
    const lines = evaluateApplication(compiled, scenario.answers, context).fees.lines.length;
    const report = await replay(edited(raise), [stored("draft"), stored("draft", true), stored("submitted", true)]);
    expect(report.from).toBe(definition.version);
    expect(report.to).toBe(NEXT);
    expect(report.drafts).toMatchObject({ applications: 2, affected: 1, feesChanged: 1, revenueChangeCents: lines * 10_000 });
    expect(report.submitted).toMatchObject({ applications: 1, affected: 1, feesChanged: 1, revenueChangeCents: lines * 10_000 });
    expect(report.applications.map((a) => a.id)).toEqual(["draft", "submitted-paid"]);
    expect(report.groups).toHaveLength(1);
    expect(report.groups[0]?.parish).toBe("Kingston");
  });

  it("unless the edit says its fees apply to drafts already paid", async () => {
    const report = await replay(edited(raise, [], { migrations: { from: definition.version, changes: [], feesApplyToPaidDrafts: true } }), [stored("draft", true)]);
    expect(report.drafts.feesChanged).toBe(1);
  });

  it("an option withdrawn with its migration: the answer is rewritten and the application must choose again", async () => {
    const withdraw = (d: Definition) => {
      const section = d.wizard?.steps.find((s) => s.id === step)?.schema;
      const field = section?.properties[pick.field] as FieldSchema;
      field.enum = field.enum?.filter((v) => v !== pick.value);
    };
    const report = await replay(edited(withdraw, [{ op: "dropOption", field: pick.field, value: pick.value, note: "No longer offered." }]), [stored("draft")]);
    const [draft] = report.applications;
    expect(draft?.rewritten).toEqual([expect.objectContaining({ kind: "answer-cleared", note: "No longer offered." })]);
    expect(draft?.outcome).toEqual({ before: "complete", after: "incomplete" });
    expect(report.drafts).toMatchObject({ answersRewritten: 1, outcomesFlipped: 1 });
  });

  it("an optional field made required on a step already passed: must answer it; an edit in place compares with the same label", async () => {
    const target = compiled.pages.flatMap((p) => Object.entries(p.schema.properties).filter(([name, f]) => !(p.schema.required ?? []).includes(name) && !(name in scenario.answers) && f.type === "string" && !f.readOnly).map(([name, f]) => ({ page: p.section.id, name, title: f.title ?? name })))[0];
    if (!target) throw new Error("no optional text field left unanswered on a page");
    const inPlace = compileDefinition((() => {
      const d = structuredClone(definition);
      const page = d.form.pages.find((p) => p.id === target.page);
      if (page) page.schema.required = [...(page.schema.required ?? []), target.name];
      return d;
    })());
    const report = await replay(inPlace, [stored("submitted")]);
    expect(report.from).toBe(report.to);
    expect(report.applications[0]?.mustAnswer).toContain(target.title);
    expect(report.submitted.mustAnswer).toBe(1);
  });

  it("an edit that changes nothing affects nothing, and says so", async () => {
    const report = await replay(edited(() => undefined), [stored("draft"), stored("submitted")]);
    expect(report.drafts.affected + report.submitted.affected).toBe(0);
    expect(impactText(report, "a test database")).toContain("No stored application is affected.");
  });

  it("is judged on the day the edit takes effect when that is later than today", () => {
    expect(impactDay(edited(() => undefined, [], { effectiveFrom: "2027-01-01" }), "2026-11-28")).toBe("2027-01-01");
    expect(impactDay(edited(() => undefined, [], { effectiveFrom: "2026-01-01" }), "2026-11-28")).toBe("2026-11-28");
    expect(impactDay(edited(() => undefined, [], { effectiveFrom: "2027-01-01" }), "2026-11-28", "2026-12-01")).toBe("2026-12-01");
  });
});

/**
 * A rule on the licences on file (issue 29, decision 0068): the first committed type whose
 * definition reads `$licences`, with a complete scenario stating licences on file that its rule
 * stops without them. Each stored application is judged with its own applicant's licences.
 */
const licensed = (() => {
  for (const { definition, compiled } of loadDefinitions().loaded) {
    if (!readsLicences(definition)) continue;
    for (const { scenario } of loadScenarios(definition.id)) {
      if (scenario.expect.complete !== true || scenario.seasons || !scenario.licences?.length) continue;
      const walk = (licences: HeldLicence[]) => evaluateApplication(compiled, scenario.answers, contextFor(scenario.today, scenario.profile ?? {}, licences)).navigation;
      if (walk(scenario.licences).complete && walk([]).blocked) return { definition, compiled, scenario, licences: scenario.licences };
    }
  }
  throw new Error("no definition reads $licences with a complete scenario its rule stops without the licences on file");
})();

describe("impactReport with the licences on file", () => {
  const applicant = (id: string, licences: HeldLicence[]): StoredApplication => ({ id, state: "draft", version: licensed.definition.version, answers: licensed.scenario.answers, profile: licensed.scenario.profile ?? {}, licences, parish: "Kingston", paid: null });
  const applications = [applicant("holds-it", licensed.licences), applicant("holds-none", [])];
  const replayLicensed = (chain: CompiledDefinition[], edit: CompiledDefinition) => impactReport({ chain, edited: edit, day: licensed.scenario.today, applications, contextOf: withApplicant(contextFor(licensed.scenario.today)) });

  it("an edit that does not touch the rule: the draft of an applicant holding the licence is not blocked, one holding none stays blocked, neither newly", async () => {
    const report = await replayLicensed([licensed.compiled], edited(raise, [], {}, licensed.definition));
    const outcome = (id: string) => report.applications.find((a) => a.id === id)?.outcome;
    expect(outcome("holds-it")).toEqual({ before: "complete", after: "complete" });
    expect(outcome("holds-none")).toEqual({ before: "blocked", after: "blocked" });
    expect(report.drafts).toMatchObject({ applications: 2, outcomesFlipped: 0 });
  });

  it("an edit that brings the rule in: only the draft of the applicant holding none is newly blocked", async () => {
    // The version before the rule: the committed one without its blocks on `$licences`.
    const before = structuredClone(licensed.definition);
    for (const step of before.wizard?.steps ?? []) step.blocks = step.blocks?.filter((block) => !JSON.stringify(block.when).includes('"$licences"'));
    const withoutRule = compileDefinition(before);
    expect(evaluateApplication(withoutRule, licensed.scenario.answers, contextFor(licensed.scenario.today, licensed.scenario.profile ?? {}, [])).navigation.complete).toBe(true);
    const report = await replayLicensed([withoutRule], edited(() => undefined, [], {}, licensed.definition));
    expect(report.applications.map((a) => [a.id, a.outcome])).toEqual([["holds-none", { before: "complete", after: "blocked" }]]);
    expect(report.drafts).toMatchObject({ applications: 2, affected: 1, outcomesFlipped: 1 });
  });
});

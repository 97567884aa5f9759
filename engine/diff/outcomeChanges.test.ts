import { describe, expect, it } from "vitest";
import { buildContext } from "../buildContext.ts";
import { compileDefinition } from "../definition/compileDefinition.ts";
import { evaluateApplication } from "../evaluateApplication.ts";
import { evaluationReport } from "../report/evaluationReport.ts";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import type { Answers, Definition } from "../types.ts";
import { outcomeChanges } from "./outcomeChanges.ts";

const reportFor = (definition: Definition, answers: Answers) => evaluationReport(evaluateApplication(compileDefinition(definition), answers, buildContext({ today: miniContext.today, defaults: [], profile: {} })));

describe("outcomeChanges: the scenarios an edit changes the outcome of", () => {
  it("names a scenario whose fees change and says how, leaving the unchanged ones out", () => {
    const after = structuredClone(miniDefinition);
    const commercial = after.fees?.lines.find((l) => l.id === "commercial");
    if (commercial) commercial.amounts = [{ from: "2020-01-01", amount: 60000 }];
    const answers = { commercial: { agree: "Yes", kind: "Commercial" }, recreational: { agree: "Yes", kind: "Recreational" } };
    const run = (d: Definition, passed: boolean) => Object.entries(answers).map(([name, a]) => ({ name, passed: name === "commercial" ? passed : true, report: reportFor(d, a) }));
    const changes = outcomeChanges(run(miniDefinition, true), run(after, false));
    expect(changes.map((c) => c.name)).toEqual(["commercial"]);
    expect(changes[0]).toMatchObject({ passedBefore: true, passedAfter: false });
    expect(changes[0]?.changes).toEqual(['Fee "Commercial": JMD 500.50 → JMD 600.00', "Total fees: JMD 1,500.50 → JMD 1,600.00"]);
  });

  it("puts the scenarios whose verdict flips first, and says a walk and its documents in the steps' titles and the documents' names", () => {
    const answers = { kind: "Commercial", agree: "Yes" };
    const after = structuredClone(miniDefinition);
    const passport = after.documents?.items.find((d) => d.key === "passport");
    if (passport) passport.when = { field: "kind", op: "equals", value: "Recreational" };
    const titles = new Map((miniDefinition.wizard?.steps ?? []).map((s) => [s.id, s.title]));
    const changes = outcomeChanges(
      [
        { name: "same verdict", passed: true, report: reportFor(miniDefinition, answers) },
        { name: "flips", passed: true, report: reportFor(miniDefinition, answers) },
      ],
      [
        { name: "same verdict", passed: true, report: reportFor(after, answers) },
        { name: "flips", passed: false, report: reportFor(after, answers) },
      ],
      (id) => titles.get(id) ?? id,
    );
    expect(changes.map((c) => c.name)).toEqual(["flips", "same verdict"]);
    expect(changes[0]?.changes).toEqual(["No longer requires: Passport"]);
  });

  it("lists a scenario run on one side only", () => {
    const report = reportFor(miniDefinition, {});
    expect(outcomeChanges([], [{ name: "new", passed: true, report }])).toEqual([{ name: "new", passedBefore: null, passedAfter: true, changes: ["New scenario"] }]);
  });
});

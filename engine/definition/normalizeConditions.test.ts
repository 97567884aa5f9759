import { describe, expect, it } from "vitest";
import { evaluateApplication } from "../evaluateApplication.ts";
import { lintDefinition } from "../lint/lintDefinition.ts";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import type { Condition, Definition, Step } from "../types.ts";
import { compileDefinition } from "./compileDefinition.ts";
import { normalizeConditions } from "./normalizeConditions.ts";

type Equality = (field: string, value: unknown) => Record<string, unknown>;
const short: Equality = (field, value) => ({ field, equals: value });
const canonical: Equality = (field, value) => ({ field, op: "equals", value });

const asCondition = (x: Record<string, unknown>): Condition => x as unknown as Condition;

/** The mini definition with an equality, written by `eq`, at every place a condition may stand. */
function everywhere(write: Equality): Definition {
  const eq = (field: string, value: unknown) => asCondition(write(field, value));
  const d = structuredClone(miniDefinition);
  const kind = eq("kind", "Commercial");
  d.conditions = { ...d.conditions, commercial: kind, both: { all: [kind, { any: [kind, { not: kind }] }] } };
  const wizard = d.wizard!;
  wizard.start = [{ when: eq("$profile.registered", true), goto: "kind" }, { goto: "intro" }];
  const [intro, kindStep, , transaction, place] = wizard.steps as [Step, Step, Step, Step, Step];
  intro.blocks![0]!.when = eq("agree", "No");
  kindStep.next[0]!.when = { not: eq("kind", "Commercial") };
  transaction.autoAdvance = eq("transaction", "New");
  transaction.show = { number: eq("transaction", "Renewal") };
  place.checks![0]!.assert = { not: kind };
  place.options!.species!.Conch!.disabledWhen = { any: [kind] };
  place.schema.properties.port!["x-disabledWhen"] = eq("region", "North");
  d.form.pages[0]!.show = { name: kind };
  d.documents!.items[1]!.when = kind;
  d.documents!.groups![0]!.when = kind;
  d.fees!.lines[1]!.when = kind;
  return d;
}

describe("normalizeConditions (decision 0036)", () => {
  it("writes every short equality as the canonical leaf, wherever a condition stands", () => {
    expect(normalizeConditions(everywhere(short))).toEqual(everywhere(canonical));
    expect(JSON.stringify(normalizeConditions(everywhere(short)))).not.toContain('"equals":');
  });

  it("gives a definition the lint passes and the engine judges", () => {
    const definition = normalizeConditions(everywhere(short));
    expect(lintDefinition(definition, Object.keys(miniContext.windows))).toEqual([]);
    const report = evaluateApplication(compileDefinition(definition), { kind: "Commercial", transaction: "Renewal" }, miniContext);
    expect(report.documents.map((d) => d.key)).toContain("passport");
    expect(report.fees.lines.map((l) => l.id)).toContain("commercial");
  });

  it("leaves the original untouched, canonical leaves as they are, and anything else as written, for the lint to report", () => {
    const original = everywhere(short);
    normalizeConditions(original);
    expect(original.conditions?.commercial).toEqual(short("kind", "Commercial"));
    expect(normalizeConditions(everywhere(canonical))).toEqual(everywhere(canonical));
    const odd = { conditions: { a: { field: "kind", equals: "A", op: "equals" }, b: { equals: { kind: "A" } } } };
    expect(normalizeConditions(odd)).toEqual(odd);
    expect(normalizeConditions("not a definition")).toBe("not a definition");
  });
});

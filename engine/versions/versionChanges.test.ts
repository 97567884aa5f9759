import { describe, expect, it } from "vitest";
import { compileDefinition, type CompiledDefinition } from "../definition/compileDefinition.ts";
import { evaluateApplication } from "../evaluateApplication.ts";
import { contextFor, loadDefinitions } from "../node/loadDefinitions.ts";
import { loadScenarios } from "../node/loadScenarios.ts";
import type { Answers, Definition, MigrationChange } from "../types.ts";
import { migrateAnswers } from "./migrateAnswers.ts";
import { versionChanges } from "./versionChanges.ts";

/** A type with a complete scenario that answers a multiple choice (the fishing areas of the story), from schemas/ and the scenarios. */
const found = loadDefinitions().loaded.flatMap((loaded) =>
  loadScenarios(loaded.definition.id)
    .filter(({ scenario }) => scenario.expect.complete === true)
    .flatMap(({ scenario }) => {
      const field = Object.entries(scenario.answers).find(([name, value]) => Array.isArray(value) && typeof value[0] === "string" && [...loaded.compiled.steps.values()].some((s) => s.section.schema.properties[name]?.title));
      return field ? [{ loaded, scenario, field: field[0], option: (field[1] as string[])[0] as string }] : [];
    }),
)[0];
if (!found) throw new Error("no complete scenario answers a multiple choice on a wizard step");
const { loaded, scenario, field, option } = found;
const context = contextFor(scenario.today, scenario.profile ?? {});

/** The next version: `edit` applied to a copy, migrating with `changes`. */
function next(edit: (d: Definition) => void, changes: MigrationChange[]): CompiledDefinition {
  const definition = structuredClone(loaded.definition);
  edit(definition);
  return compileDefinition({ ...definition, version: `${loaded.definition.version}9`, migrations: { from: loaded.definition.version, changes } });
}

function moved(to: CompiledDefinition, answers: Answers = scenario.answers) {
  const { answers: after, applied } = migrateAnswers([loaded.definition, to.definition], loaded.definition.version, answers);
  return versionChanges({ compiled: loaded.compiled, answers, evaluation: evaluateApplication(loaded.compiled, answers, context) }, { compiled: to, answers: after, evaluation: evaluateApplication(to, after, context) }, applied);
}

const title = [...loaded.compiled.steps.values()].map((s) => s.section.schema.properties[field]?.title).find(Boolean) as string;

describe(`versionChanges (${loaded.definition.title}, ${field})`, () => {
  it("names a removed option with the applicant's old answer and the analyst's note", () => {
    const changes = moved(next(() => undefined, [{ op: "dropOption", field, value: option, note: "No longer fished under this licence." }]));
    expect(changes.items).toContainEqual(expect.objectContaining({ kind: "answer-cleared", label: title, note: "No longer fished under this licence." }));
    expect(changes.items.find((i) => i.kind === "answer-cleared")?.before).toContain(option);
  });

  it("says nothing of a rename, which keeps the answer", () => {
    const renamed = next((d) => Object.assign(d, JSON.parse(JSON.stringify(d).replaceAll(`"${field}"`, `"${field}_v2"`))), [{ op: "rename", field, to: `${field}_v2` }]);
    expect(moved(renamed).items).toEqual([]);
  });

  it("shows an answer the new version no longer asks, even when no change was declared for it", () => {
    const dropped = next((d) => Object.assign(d, JSON.parse(JSON.stringify(d).replaceAll(`"${field}"`, `"${field}_v2"`))), []);
    expect(moved(dropped).items).toContainEqual(expect.objectContaining({ kind: "answer-removed", label: title }));
  });

  it("tells a fee change, with both totals", () => {
    const dearer = next((d) => d.fees?.lines.forEach((l) => l.amounts.forEach((a) => "amount" in a && (a.amount += 10_000))), []);
    const fees = moved(dearer).items.find((i) => i.kind === "fees");
    expect(fees?.before).toMatch(/^JMD [\d,]+\.\d\d$/);
    expect(fees?.after).not.toBe(fees?.before);
  });
});

import { describe, expect, it } from "vitest";
import { loadDefinition } from "../node/loadDefinitions.ts";
import { TYPES_DIR } from "../node/paths.ts";
import type { Definition, MigrationChange, Step } from "../types.ts";
import { breakingChanges } from "./breakingChanges.ts";

// Each kind of breaking change (decision 0041) made once to a copy of the committed licence, found
// without a migration and not found with the change that covers it.

const committed = loadDefinition(`${TYPES_DIR}/licence.json`).loaded?.definition;
if (!committed) throw new Error("licence.json does not load");
const previous: Definition = committed;
const stepsOf = (d: Definition): Step[] => d.wizard?.steps ?? [];
/** The first step with a required choice of at least three options (a field, its step and index). */
const choiceIndex = stepsOf(previous).findIndex((s) => (s.schema.required ?? []).some((n) => (s.schema.properties[n]?.enum?.length ?? 0) >= 3));
const choiceStep = stepsOf(previous)[choiceIndex] as Step;
const choice = (choiceStep.schema.required ?? []).find((n) => (choiceStep.schema.properties[n]?.enum?.length ?? 0) >= 3) as string;
/** The first step with an optional field. */
const optionalIndex = stepsOf(previous).findIndex((s) => Object.keys(s.schema.properties).some((n) => !(s.schema.required ?? []).includes(n)));
const optionalStep = stepsOf(previous)[optionalIndex] as Step;
const optional = Object.keys(optionalStep.schema.properties).find((n) => !(optionalStep.schema.required ?? []).includes(n)) as string;

/** The licence as a next version with one edit, and `changes` as its migrations when given. */
function edited(edit: (d: Definition) => void, changes?: MigrationChange[]): Definition {
  const d = structuredClone(previous);
  d.version = "2026.12.1";
  // The committed file's own migration moved drafts to it; the next version declares its own, or none.
  delete d.migrations;
  edit(d);
  if (changes) d.migrations = { from: previous.version, changes };
  return d;
}
const stepIn = (d: Definition, index: number) => stepsOf(d)[index] as Step;

function renameChoice(d: Definition): void {
  const { schema } = stepIn(d, choiceIndex);
  schema.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k === choice ? `${choice}_renamed` : k, v]));
  schema.required = (schema.required ?? []).map((n) => (n === choice ? `${choice}_renamed` : n));
}

describe("breakingChanges", () => {
  it("finds nothing when only the label changed", () => {
    expect(breakingChanges(previous, edited(() => undefined))).toEqual([]);
  });

  it("breaking-field-removed: a field renamed with no migration, at /version, suggesting the rename to the field that appeared in its step", () => {
    const title = choiceStep.schema.properties[choice]?.title as string;
    expect(breakingChanges(previous, edited(renameChoice))).toEqual([
      {
        code: "breaking-field-removed",
        pointer: "/version",
        message: `"${choice}" (${title}) was asked in step "${choiceStep.id}" of version ${previous.version} and is asked nowhere now: drafts that answered it would lose the answer unseen; add "migrations": {"from": "${previous.version}", "changes": []} and put {"op": "rename", "field": "${choice}", "to": "${choice}_renamed"} or {"op": "drop", "field": "${choice}"} in "changes" (rename if the question is now "${choice}_renamed", drop if it is gone)`,
      },
    ]);
    expect(breakingChanges(previous, edited(renameChoice, [{ op: "rename", field: choice, to: `${choice}_renamed` }]))).toEqual([]);
    expect(breakingChanges(previous, edited(renameChoice, [])).map((i) => i.pointer)).toEqual(["/migrations"]);
  });

  it("breaking-option-removed: an option taken out of a field's enum, at that enum", () => {
    const removed = String(choiceStep.schema.properties[choice]?.enum?.[0]);
    const drop = (d: Definition) => {
      const field = stepIn(d, choiceIndex).schema.properties[choice] as { enum: unknown[] };
      field.enum = field.enum.slice(1);
    };
    const found = breakingChanges(previous, edited(drop));
    expect(found.map(({ code, pointer }) => ({ code, pointer }))).toEqual([{ code: "breaking-option-removed", pointer: `/wizard/steps/${choiceIndex}/schema/properties/${choice}/enum` }]);
    expect(found[0]?.message).toContain(`option "${removed}" of "${choice}"`);
    expect(found[0]?.message).toContain(`{"op": "dropOption", "field": "${choice}", "value": "${removed}"}`);
    expect(breakingChanges(previous, edited(drop, [{ op: "dropOption", field: choice, value: removed }]))).toEqual([]);
    expect(breakingChanges(previous, edited(drop, [{ op: "mapOption", field: choice, from: removed, to: "x" }]))).toEqual([]);
  });

  it("breaking-newly-required: an optional field made required, at its entry in `required`", () => {
    const require = (d: Definition) => stepIn(d, optionalIndex).schema.required?.push(optional) ?? (stepIn(d, optionalIndex).schema.required = [optional]);
    const at = (optionalStep.schema.required ?? []).length;
    const found = breakingChanges(previous, edited(require));
    expect(found.map(({ code, pointer }) => ({ code, pointer }))).toEqual([{ code: "breaking-newly-required", pointer: `/wizard/steps/${optionalIndex}/schema/required/${at}` }]);
    expect(found[0]?.message).toContain(`is required in step "${optionalStep.id}" but was optional in version ${previous.version}: drafts written under it have no answer;`);
    expect(breakingChanges(previous, edited(require, [{ op: "ask", field: optional }]))).toEqual([]);
  });

  it("breaking-newly-required: a new required step's question, named as not asked before", () => {
    const added = (d: Definition) => {
      const step = structuredClone(stepIn(d, optionalIndex));
      step.id = "new-step";
      step.schema = { type: "object", required: ["new_question"], properties: { new_question: { type: "string", title: "New question" } } };
      d.wizard?.steps.push(step);
    };
    const at = stepsOf(previous).length;
    expect(breakingChanges(previous, edited(added))).toEqual([
      {
        code: "breaking-newly-required",
        pointer: `/wizard/steps/${at}/schema/required/0`,
        message: `"new_question" (New question) is required in step "new-step" but was not asked in version ${previous.version}: drafts written under it have no answer; add "migrations": {"from": "${previous.version}", "changes": []} and put {"op": "ask", "field": "new_question"} or {"op": "default", "field": "new_question", "value": "<the answer drafts start with>"} in "changes" (ask to have drafts answer it, default to start them with an answer)`,
      },
    ]);
    expect(breakingChanges(previous, edited(added, [{ op: "default", field: "new_question", value: "x" }]))).toEqual([]);
  });
});

import { allowedValues } from "../lint/fieldIndex.ts";
import type { LintIssue } from "../lint/LintIssue.ts";
import type { Definition, FieldSchema, MigrationChange } from "../types.ts";
import { answerFields, fieldName, requiredEntries, sectionName, type AnswerField } from "./answerFields.ts";
import { migrationFix } from "./migrationFix.ts";

/** Pointer of the place that lists a field's options: its enum, its rows' or choices' enum, or the field. */
function optionsAt(field: AnswerField): string {
  if (field.schema.enum) return `${field.at}/enum`;
  if (field.schema.items?.enum) return `${field.at}/items/enum`;
  return field.at;
}

const has = (changes: MigrationChange[], test: (c: MigrationChange) => boolean): boolean => changes.some(test);

/** Fields of the previous version asked nowhere now with no rename or drop for them, each with the field that replaced it when one alone appeared in its section. */
function uncoveredRemovals(previous: Definition, current: Definition, changes: MigrationChange[]): Array<{ field: AnswerField; to: string | null }> {
  const [before, after] = [answerFields(previous), answerFields(current)];
  return [...before.values()].flatMap((field) => {
    if (after.has(field.name) || has(changes, (c) => (c.op === "rename" || c.op === "drop") && c.field === field.name)) return [];
    const added = [...after.values()].filter((f) => !before.has(f.name) && f.section.id === field.section.id);
    return [{ field, to: added.length === 1 ? (added[0] as AnswerField).name : null }];
  });
}

function removedFields(previous: Definition, current: Definition, removals: ReturnType<typeof uncoveredRemovals>): LintIssue[] {
  const pointer = current.migrations ? "/migrations" : "/version";
  return removals.map(({ field, to }) => {
    const fix = migrationFix(current, previous.version, [
      { op: "rename", field: field.name, to: to ?? "<its new name>" },
      { op: "drop", field: field.name },
    ]);
    const message = `${fieldName(field.name, field.schema)} was asked in ${sectionName(field.section, field.sectionAt)} of version ${previous.version} and is asked nowhere now: drafts that answered it would lose the answer unseen; ${fix} (rename if the question is now ${to ? `"${to}"` : "another field"}, drop if it is gone)`;
    return { code: "breaking-field-removed" as const, pointer, message };
  });
}

/** Options a field offered in the previous version and offers no more, with no mapOption or dropOption for them. */
function removedOptions(previous: Definition, current: Definition, changes: MigrationChange[]): LintIssue[] {
  const after = answerFields(current);
  const renamed = new Map(changes.flatMap((c) => (c.op === "rename" ? [[c.field, c.to] as const] : [])));
  return [...answerFields(previous).values()].flatMap((field) => {
    const now = after.get(renamed.get(field.name) ?? field.name);
    const [was, offered] = [allowedValues(field.schema), now && allowedValues(now.schema)];
    if (!now || !was || !offered) return [];
    // A rename moves the answer first, so its options may be named under either name.
    const names = new Set([field.name, now.name]);
    const covered = (value: string) => has(changes, (c) => names.has(c.field) && ((c.op === "mapOption" && c.from === value) || (c.op === "dropOption" && c.value === value)));
    const added = offered.filter((v) => !was.includes(v));
    return was
      .filter((value) => !offered.includes(value) && !covered(value))
      .map((value) => {
        const fix = migrationFix(current, previous.version, [
          { op: "mapOption", field: now.name, from: value, to: added.length === 1 ? added[0] : "<the option it becomes>" },
          { op: "dropOption", field: now.name, value },
        ]);
        const message = `option "${value}" of ${fieldName(now.name, now.schema)} was offered in version ${previous.version} and is not now: drafts that chose it would hold an answer no longer allowed; ${fix} (mapOption if it became another option, dropOption to make the applicant choose again)`;
        return { code: "breaking-option-removed" as const, pointer: optionsAt(now), message };
      });
  });
}

/** Fields required now that the previous version did not require (new, or optional before), with no default or ask. */
function newlyRequired(previous: Definition, current: Definition, changes: MigrationChange[], removals: ReturnType<typeof uncoveredRemovals>): LintIssue[] {
  const before = answerFields(previous);
  // A field that looks like a removed one renamed is reported once, as the removal (whose fix is the rename).
  const reported = new Set(removals.flatMap(({ to }) => (to ? [to] : [])));
  const wasRequired = new Set(requiredEntries(previous).map((e) => e.name));
  const renamedFrom = new Map(changes.flatMap((c) => (c.op === "rename" ? [[c.to, c.field] as const] : [])));
  return requiredEntries(current).flatMap((entry) => {
    const old = renamedFrom.get(entry.name) ?? entry.name;
    if (wasRequired.has(old) || reported.has(entry.name) || has(changes, (c) => (c.op === "default" || c.op === "ask") && c.field === entry.name)) return [];
    reported.add(entry.name);
    const schema: FieldSchema | undefined = entry.section.schema.properties[entry.name];
    const what = before.has(old) ? "optional" : "not asked";
    const fix = migrationFix(current, previous.version, [
      { op: "ask", field: entry.name },
      { op: "default", field: entry.name, value: "<the answer drafts start with>" },
    ]);
    const message = `${fieldName(entry.name, schema)} is required in ${sectionName(entry.section, entry.sectionAt)} but was ${what} in version ${previous.version}: drafts written under it have no answer; ${fix} (ask to have drafts answer it, default to start them with an answer)`;
    return [{ code: "breaking-newly-required" as const, pointer: entry.at, message }];
  });
}

/**
 * The breaking changes between the previous published version of a definition and the working one
 * that its `migrations` do not cover (decision 0041): a field removed or renamed, an option removed,
 * a question newly required. Pointers are into the working definition, so `check` can place each
 * at a file, line and column; a removed field is at `/migrations` (or `/version` when there is none).
 */
export function breakingChanges(previous: Definition, current: Definition): LintIssue[] {
  const changes = current.migrations?.changes ?? [];
  const removals = uncoveredRemovals(previous, current, changes);
  return [...removedFields(previous, current, removals), ...removedOptions(previous, current, changes), ...newlyRequired(previous, current, changes, removals)];
}

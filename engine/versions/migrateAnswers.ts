import type { Answers, Definition, MigrationChange } from "../types.ts";
import { hasAnswer } from "../summary/answerText.ts";

/** One declared change that touched a draft's answers: what the answer was and what it became. */
export interface AppliedChange {
  op: MigrationChange["op"];
  /** The field under the version migrated to (a renamed field's new name). */
  field: string;
  /** The field's name under the version migrated from, where it differs. */
  was?: string;
  before?: unknown;
  after?: unknown;
  note?: string;
}

/** A draft's answers moved to another version, with every change that touched them. */
export interface MigratedAnswers {
  answers: Answers;
  applied: AppliedChange[];
}

/** A value with one option replaced: the answer itself, or the items of a multiple choice. */
function replaced(value: unknown, from: string, to: string | undefined): unknown {
  if (Array.isArray(value)) return value.flatMap((item) => (item === from ? (to === undefined ? [] : [to]) : [item]));
  return value === from ? to : value;
}

const holds = (value: unknown, option: string): boolean => (Array.isArray(value) ? value.includes(option) : value === option);

/** Applies one change; returns what it did to these answers, or null when it did not touch them. */
function apply(answers: Answers, change: MigrationChange): AppliedChange | null {
  const note = change.note ? { note: change.note } : {};
  const before = answers[change.field];
  switch (change.op) {
    case "rename":
      if (!(change.field in answers)) return null;
      answers[change.to] = before;
      delete answers[change.field];
      return { op: "rename", field: change.to, was: change.field, before, after: before, ...note };
    case "mapOption":
      if (!holds(before, change.from)) return null;
      answers[change.field] = replaced(before, change.from, change.to);
      return { op: "mapOption", field: change.field, before, after: answers[change.field], ...note };
    case "dropOption": {
      if (!holds(before, change.value)) return null;
      const after = replaced(before, change.value, undefined);
      if (after === undefined || (Array.isArray(after) && after.length === 0)) delete answers[change.field];
      else answers[change.field] = after;
      return { op: "dropOption", field: change.field, before, after: answers[change.field], ...note };
    }
    case "default":
      if (hasAnswer(before)) return null;
      answers[change.field] = change.value;
      return { op: "default", field: change.field, after: change.value, ...note };
    case "drop":
      if (!(change.field in answers)) return null;
      delete answers[change.field];
      return hasAnswer(before) ? { op: "drop", field: change.field, before, ...note } : null;
    case "ask":
      return hasAnswer(before) ? null : { op: "ask", field: change.field, ...note };
  }
}

/**
 * Moves a draft's answers from version `from` to the newest of `versions` through the migration
 * each later version declares from the one before it (decision 0041), in order. Pure: the browser
 * and the server move a draft alike. Throws when the chain is broken (a version whose migration
 * does not start from the one before it), which `engine check` refuses before it can happen.
 */
export function migrateAnswers(versions: Definition[], from: string, answers: Answers): MigratedAnswers {
  const start = versions.findIndex((d) => d.version === from);
  if (start < 0) throw new Error(`version ${from} of ${versions[0]?.id ?? "this type"} is not known`);
  const moved: Answers = structuredClone(answers);
  const applied: AppliedChange[] = [];
  for (const definition of versions.slice(start + 1)) {
    const previous = versions[versions.indexOf(definition) - 1] as Definition;
    const migration = definition.migrations;
    if (migration && migration.from !== previous.version) throw new Error(`${definition.id} ${definition.version} migrates from ${migration.from}, not from ${previous.version}`);
    for (const change of migration?.changes ?? []) {
      const done = apply(moved, change);
      if (done) applied.push(done);
    }
  }
  return { answers: moved, applied };
}

import { didYouMean } from "../lint/didYouMean.ts";
import type { LintIssue } from "../lint/LintIssue.ts";
import type { Definition } from "../types.ts";
import { answerFields } from "./answerFields.ts";

/**
 * Mistakes in a definition's `migrations` against the previous published version (decision 0041):
 * `from` must be that version's label (`migration-from`); a rename, drop, mapOption or dropOption
 * must name a field of the previous version, and a rename's `to`, a default or an ask a field of
 * this one (`migration-unknown-field`, with "did you mean"). A mapOption or dropOption may also name
 * the field's new name, since a rename before it has already moved the answer.
 */
export function migrationIssues(previous: Definition, current: Definition): LintIssue[] {
  const migration = current.migrations;
  if (!migration) return [];
  const issues: LintIssue[] = [];
  if (migration.from !== previous.version) {
    issues.push({ code: "migration-from", pointer: "/migrations/from", message: `"from" is "${migration.from}", but the version before this one is ${previous.version}: drafts are moved from ${previous.version}; write "from": "${previous.version}"` });
  }
  const [before, after] = [[...answerFields(previous).keys()], [...answerFields(current).keys()]];
  const unknown = (pointer: string, name: string, names: string[], which: string) =>
    issues.push({ code: "migration-unknown-field", pointer, message: `"${name}" is not a field of ${which}${didYouMean(name, names)}` });
  migration.changes.forEach((change, i) => {
    const at = `/migrations/changes/${i}`;
    const previousOnly = change.op === "rename" || change.op === "drop";
    const either = change.op === "mapOption" || change.op === "dropOption";
    if (previousOnly && !before.includes(change.field)) unknown(`${at}/field`, change.field, before, `version ${previous.version}, which ${change.op} moves drafts from`);
    if (either && !before.includes(change.field) && !after.includes(change.field)) unknown(`${at}/field`, change.field, [...before, ...after], `version ${previous.version} nor of this version`);
    if ((change.op === "default" || change.op === "ask") && !after.includes(change.field)) unknown(`${at}/field`, change.field, after, `this version, so there is no question to ${change.op === "ask" ? "ask" : "give a default"}`);
    if (change.op === "rename" && !after.includes(change.to)) unknown(`${at}/to`, change.to, after, "this version, so the answer would be moved to a question that is not asked");
  });
  return issues;
}

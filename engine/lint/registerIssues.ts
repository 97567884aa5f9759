import type { Definition } from "../types.ts";
import { fieldAt, fieldIndex, fieldSuggestion, sectionsOf } from "./fieldIndex.ts";
import type { LintIssue } from "./LintIssue.ts";

/**
 * Every answer the `register` section names that the type never asks (decision 0066), with "did
 * you mean": a path to nothing would leave the vessel's column empty on the public register.
 */
export function registerIssues(definition: Definition): LintIssue[] {
  const fields = definition.register?.fields;
  if (!fields) return [];
  const index = fieldIndex(sectionsOf(definition));
  return Object.entries(fields).flatMap(([key, paths]) =>
    (paths ?? []).flatMap((path, i) => (fieldAt(index, path) ? [] : [{ code: "unknown-field" as const, pointer: `/register/fields/${key}/${i}`, message: `register.fields.${key} names "${path}", which this type never asks${fieldSuggestion(index, path)}` }])),
  );
}

import type { Definition } from "../types.ts";
import { fieldAt, fieldIndex, fieldSuggestion, sectionsOf } from "./fieldIndex.ts";
import type { LintIssue } from "./LintIssue.ts";

/**
 * Every answer the `particulars` name that the type never asks (decision 0040), with "did you
 * mean". The shared file names the answers most types ask, so a loader keeps only the issues in
 * what a type writes itself (loadDefinition drops those located in schemas/common/particulars.json).
 */
export function particularIssues(definition: Definition): LintIssue[] {
  const particulars = definition.particulars;
  if (!particulars) return [];
  const index = fieldIndex(sectionsOf(definition));
  return Object.entries(particulars).flatMap(([key, paths]) =>
    Array.isArray(paths)
      ? paths.flatMap((path, i) => (fieldAt(index, path) ? [] : [{ code: "particular-not-asked" as const, pointer: `/particulars/${key}/${i}`, message: `particulars.${key} names "${path}", which this type never asks${fieldSuggestion(index, path)}` }]))
      : [],
  );
}

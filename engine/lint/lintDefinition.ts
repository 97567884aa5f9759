import type { Definition } from "../types.ts";
import { conditionIssues } from "./conditionIssues.ts";
import { graphIssues } from "./graphIssues.ts";
import type { LintIssue } from "./LintIssue.ts";
import { metaSchemaIssues } from "./metaSchemaIssues.ts";
import { plainWordsIssues } from "./plainWordsIssues.ts";
import { allSectionIssues } from "./sectionIssues.ts";

/**
 * Lints a resolved definition: first the meta-schema; only when that passes the integrity pass
 * (graph, conditions, names, schemas), which relies on the shape the meta-schema guarantees.
 * `windows` are the season window names the context will carry.
 */
export function lintDefinition(definition: unknown, windows: string[]): LintIssue[] {
  const shape = metaSchemaIssues(definition);
  if (shape.length) return shape;
  const typed = definition as Definition;
  return [...graphIssues(typed), ...allSectionIssues(typed), ...conditionIssues(typed, windows), ...plainWordsIssues(typed)];
}

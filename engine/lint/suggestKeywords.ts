import metaSchema from "../../schemas/definition.schema.json" with { type: "json" };
import { didYouMean } from "./didYouMean.ts";
import type { LintIssue } from "./LintIssue.ts";

let keywords: string[] | null = null;

/** Every property name the meta-schema declares anywhere: the words a definition may use as keys. */
function metaKeywords(): string[] {
  if (keywords) return keywords;
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "properties" && value !== null && typeof value === "object" && !Array.isArray(value)) Object.keys(value).forEach((name) => found.add(name));
      walk(value);
    }
  };
  walk(metaSchema);
  keywords = [...found];
  return keywords;
}

/**
 * Adds "did you mean" to the meta-schema's `unknown property "nxt"` messages, from the words the
 * meta-schema declares (its messages are left as they are otherwise: metaSchemaIssues.ts owns them).
 */
export function suggestKeywords(issues: LintIssue[]): LintIssue[] {
  return issues.map((issue) => {
    const unknown = issue.code === "schema" ? /^unknown property "(.+)"$/.exec(issue.message)?.[1] : undefined;
    return unknown ? { ...issue, message: `${issue.message}${didYouMean(unknown, metaKeywords())}` } : issue;
  });
}

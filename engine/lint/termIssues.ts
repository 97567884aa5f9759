import { TERM } from "../definition/fillTerms.ts";
import type { Definition } from "../types.ts";
import type { LintIssue } from "./LintIssue.ts";

const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Texts whose terms were left unfilled (decision 0061): a `{{term}}` of a shared fragment that
 * this type does not define and that gives no default. The applicant would read the braces.
 */
export function termIssues(definition: Definition): LintIssue[] {
  const issues: LintIssue[] = [];
  const terms = Object.keys(definition.terms ?? {});
  const walk = (node: unknown, at: string): void => {
    if (typeof node === "string") {
      for (const match of node.matchAll(TERM)) {
        const name = match[1] ?? "";
        const key = name.charAt(0).toLowerCase() + name.slice(1);
        const known = terms.length ? ` This type defines ${terms.map((t) => `"${t}"`).join(", ")}.` : "";
        issues.push({ code: "unknown-term", pointer: at, message: `"${match[0]}" names the term "${key}", which this type does not define and which gives no default: add "terms": { "${key}": "..." } to the type, or write a default in the text ({{${name}|...}}).${known}` });
      }
      return;
    }
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${at}/${i}`));
    else if (node !== null && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, `${at}/${escape(k)}`);
  };
  walk(definition, "");
  return issues;
}

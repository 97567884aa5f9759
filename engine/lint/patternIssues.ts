import tokenize from "ret";
import safeRegex from "safe-regex2";
import type { Definition } from "../types.ts";
import { sectionsAt } from "./eachField.ts";
import type { LintIssue } from "./LintIssue.ts";

/** Keywords whose value is one schema, and those whose value is a list or a map of schemas (JSON Schema 2020-12). */
const ONE = ["items", "additionalItems", "additionalProperties", "contains", "propertyNames", "if", "then", "else", "not", "unevaluatedItems", "unevaluatedProperties"];
const MANY = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "allOf", "anyOf", "oneOf", "prefixItems"];

/** What the lint says of a pattern open to catastrophic backtracking (code `slow-pattern`). */
export const SLOW_PATTERN = "This pattern can take exponential time on some answers (nested repetition such as (a+)+). Rewrite it without a repetition inside a repetition.";

/**
 * True when safe-regex2 finds a repetition inside a repetition (star height above one), the shape
 * whose backtracking doubles with each character: `^.(((.+)+)+)+!$` held a server's thread for
 * 12 s on one answer (issue 25). Its limit on the number of repetitions is lifted, so a long but
 * flat pattern is not blamed for what the message says. A pattern its parser cannot read (a
 * lookbehind) is not judged here: ajv's compile says when a pattern is invalid.
 */
function isSlow(pattern: string): boolean {
  try {
    tokenize(pattern);
  } catch {
    return false;
  }
  return !safeRegex(pattern, { limit: Infinity });
}

function walk(schema: unknown, at: string, issues: LintIssue[]): void {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return;
  const record = schema as Record<string, unknown>;
  if (typeof record.pattern === "string" && isSlow(record.pattern)) issues.push({ code: "slow-pattern", pointer: `${at}/pattern`, message: SLOW_PATTERN });
  for (const key of ONE) walk(record[key], `${at}/${key}`, issues);
  for (const key of MANY) {
    const value = record[key];
    if (value === null || typeof value !== "object") continue;
    for (const [name, part] of Object.entries(value)) {
      const pointer = `${at}/${key}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      // A patternProperties key is itself a pattern, matched against every answer's names.
      if (key === "patternProperties" && isSlow(name)) issues.push({ code: "slow-pattern", pointer, message: SLOW_PATTERN });
      walk(part, pointer, issues);
    }
  }
}

/**
 * Every `pattern` of every step, page and payment form (nested fields, list rows and conditional
 * parts included) that can take exponential time: the server and the browser run it on what an
 * applicant types, and the studio on the scenarios' answers.
 */
export function patternIssues(definition: Definition): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const [section, at] of sectionsAt(definition)) walk(section.schema, `${at}/schema`, issues);
  return issues;
}

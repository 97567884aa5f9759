import type { Definition } from "../types.ts";
import { conditionIssues } from "./conditionIssues.ts";
import { deadRuleIssues } from "./deadRuleIssues.ts";
import { feeIssues } from "./feeIssues.ts";
import { graphIssues } from "./graphIssues.ts";
import type { LintIssue } from "./LintIssue.ts";
import { messageIssues } from "./messageIssues.ts";
import { termIssues } from "./termIssues.ts";
import { particularIssues } from "./particularIssues.ts";
import { patternIssues } from "./patternIssues.ts";
import { metaSchemaIssues } from "./metaSchemaIssues.ts";
import { plainWordsIssues } from "./plainWordsIssues.ts";
import { rateIssues } from "./rateIssues.ts";
import { registerIssues } from "./registerIssues.ts";
import { renewalIssues } from "./renewalIssues.ts";
import { allSectionIssues } from "./sectionIssues.ts";
import { stepCycleIssues } from "./stepCycleIssues.ts";
import { suggestKeywords } from "./suggestKeywords.ts";
import { widgetIssues } from "./widgetIssues.ts";

/**
 * Lints a resolved definition: first the meta-schema; only when that passes the integrity pass
 * (graph, rules, conditions, names, schemas, patterns, messages, widgets, fees), which relies on the shape
 * the meta-schema guarantees. `windows` are the season window names the context will carry.
 * Issues whose code is a warning (LintIssue.ts) are among those returned.
 */
export function lintDefinition(definition: unknown, windows: string[]): LintIssue[] {
  const shape = metaSchemaIssues(definition);
  if (shape.length) return suggestKeywords(shape);
  const typed = definition as Definition;
  return [
    ...graphIssues(typed),
    ...stepCycleIssues(typed),
    ...deadRuleIssues(typed),
    ...allSectionIssues(typed),
    ...patternIssues(typed),
    ...conditionIssues(typed, windows),
    ...messageIssues(typed),
    ...widgetIssues(typed),
    ...feeIssues(typed),
    ...rateIssues(typed),
    ...plainWordsIssues(typed),
    ...particularIssues(typed),
    ...registerIssues(typed),
    ...renewalIssues(typed),
    ...termIssues(typed),
  ];
}

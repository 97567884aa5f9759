import type { Definition } from "../types.ts";
import { fieldAt, fieldIndex, fieldSuggestion, sectionsOf } from "./fieldIndex.ts";
import type { LintIssue } from "./LintIssue.ts";

/**
 * Every answer the `renewal` section names that the type never asks (decision 0070), with "did you
 * mean": a carried answer the type does not ask would be dropped by the first save, and a starting
 * answer or licence number field it does not ask would leave the renewal asking what it should know.
 */
export function renewalIssues(definition: Definition): LintIssue[] {
  const renewal = definition.renewal;
  if (!renewal) return [];
  const index = fieldIndex(sectionsOf(definition));
  const named: Array<[string, string]> = [
    ...Object.keys(renewal.answers ?? {}).map((name): [string, string] => [`/renewal/answers/${name}`, name]),
    ...(renewal.licenceNumber ? [["/renewal/licenceNumber", renewal.licenceNumber] as [string, string]] : []),
    ...renewal.carryOver.map((name, i): [string, string] => [`/renewal/carryOver/${i}`, name]),
  ];
  return named.flatMap(([pointer, name]) => (fieldAt(index, name) ? [] : [{ code: "unknown-field" as const, pointer, message: `renewal names "${name}", which this type never asks${fieldSuggestion(index, name)}` }]));
}

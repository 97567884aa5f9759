import { describeCondition } from "../conditions/describeCondition.ts";
import type { Condition, Definition, NextRule } from "../types.ts";

const node = (id: string) => (id === "$end" ? "END" : id.replace(/[^a-zA-Z0-9_]/g, "_"));
const label = (text: string) => text.replace(/"/g, "'").replace(/\|/g, "/");

/** The wizard's step graph as Mermaid flowchart text, each edge labelled with its condition. */
export function mermaidGraph(definition: Definition): string {
  const lines = ["flowchart TD", "  START((start))", "  END((end))"];
  for (const step of definition.wizard?.steps ?? []) lines.push(`  ${node(step.id)}["${label(`${step.number ?? ""} ${step.title}`.trim())}"]`);
  // A fallback after conditional rules reads "otherwise": the rules are ordered, first match wins.
  const edge = (from: string, rule: NextRule, earlier: Condition[]) => {
    const text = rule.when !== undefined ? describeCondition(rule.when) : earlier.length ? "otherwise" : "";
    lines.push(text ? `  ${from} -->|"${label(text)}"| ${node(rule.goto)}` : `  ${from} --> ${node(rule.goto)}`);
  };
  const start = definition.wizard?.start;
  const startRules = typeof start === "string" ? [{ goto: start }] : (start ?? []);
  const walk = (from: string, rules: NextRule[]) => rules.forEach((rule, i) => edge(from, rule, rules.slice(0, i).flatMap((r) => (r.when !== undefined ? [r.when] : []))));
  walk("START", startRules);
  for (const step of definition.wizard?.steps ?? []) walk(node(step.id), step.next);
  if (!definition.wizard) lines.push("  START --> END");
  return lines.join("\n");
}

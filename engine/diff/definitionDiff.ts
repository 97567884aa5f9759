import { describeCondition } from "../conditions/describeCondition.ts";
import { sectionsWithPointers } from "../definition/compileDefinition.ts";
import type { Condition, Definition, NextRule } from "../types.ts";

/** What part of a definition an entry of the difference is about. */
export type DiffKind = "step" | "edge" | "field" | "document" | "fee";

/** One semantic change between the committed and the edited definition. */
export interface DiffEntry {
  kind: DiffKind;
  change: "added" | "removed" | "changed";
  /** The step id, `from -> to`, `section / field`, document key or fee line id. */
  id: string;
  /** For a change: what changed, in words ("title: 'A' -> 'B'"). */
  details: string[];
}

const show = (value: unknown): string => (value === undefined ? "(none)" : JSON.stringify(value));
const when = (condition: Condition | undefined, named?: Record<string, Condition>): string => (condition === undefined ? "always" : describeCondition(condition, named));

/** The named things of one kind on each side, keyed by id, with the properties compared. */
type Keyed = Map<string, Record<string, unknown>>;

/** Entries for the ids added, removed, and changed in any compared property. */
function compare(kind: DiffKind, before: Keyed, after: Keyed): DiffEntry[] {
  const entries: DiffEntry[] = [];
  for (const [id, old] of before) {
    const next = after.get(id);
    if (!next) {
      entries.push({ kind, change: "removed", id, details: [] });
      continue;
    }
    const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
    const details = keys.filter((k) => show(old[k]) !== show(next[k])).map((k) => `${k}: ${show(old[k])} -> ${show(next[k])}`);
    if (details.length) entries.push({ kind, change: "changed", id, details });
  }
  for (const id of after.keys()) if (!before.has(id)) entries.push({ kind, change: "added", id, details: [] });
  return entries;
}

/** The wizard's steps by id, with what an analyst would call a change of the step itself. */
function steps(d: Definition): Keyed {
  return new Map((d.wizard?.steps ?? []).map((s) => [s.id, { title: s.title, fields: Object.keys(s.schema.properties), autoAdvance: s.autoAdvance, blocks: s.blocks?.map((b) => b.message) }]));
}

/** Every edge (`from -> to`; start rules from `$start`) with the condition that takes it. */
function edges(d: Definition): Keyed {
  const keyed: Keyed = new Map();
  const add = (from: string, rules: NextRule[]) =>
    rules.forEach((rule, i) => {
      const id = `${from} -> ${rule.goto}`;
      const earlier = keyed.get(id);
      // Two rules to one target read as one edge taken under either condition.
      keyed.set(id, { when: earlier ? `${String(earlier.when)} or ${when(rule.when, d.conditions)}` : when(rule.when, d.conditions), rule: earlier ? earlier.rule : i + 1 });
    });
  const start = d.wizard?.start;
  if (start !== undefined) add("$start", typeof start === "string" ? [{ goto: start }] : start);
  for (const step of d.wizard?.steps ?? []) add(step.id, step.next);
  return keyed;
}

/** Every field of every step, page and the payment form, as `section / field`, with its schema and hints. */
function fields(d: Definition): Keyed {
  const keyed: Keyed = new Map();
  for (const { section } of sectionsWithPointers(d)) {
    for (const [name, schema] of Object.entries(section.schema.properties)) {
      keyed.set(`${section.id} / ${name}`, { ...schema, required: section.schema.required?.includes(name) ?? false, shown: section.show?.[name] === undefined ? "always" : when(section.show[name], d.conditions), ui: section.ui?.[name] });
    }
  }
  return keyed;
}

function documents(d: Definition): Keyed {
  return new Map((d.documents?.items ?? []).map((doc) => [doc.key, { name: doc.name, required: doc.required, when: when(doc.when, d.conditions), accept: doc.accept, group: doc.group }]));
}

function fees(d: Definition): Keyed {
  return new Map((d.fees?.lines ?? []).map((line) => [line.id, { label: line.label, when: when(line.when, d.conditions), amounts: line.amounts }]));
}

/**
 * The semantic difference between two resolved definitions of one type (the studio, issue 16):
 * steps, edges, fields, documents and fee lines added, removed or changed, each change saying
 * what changed. Conditions are compared in words, so a rewrite that reads the same is no change.
 */
export function definitionDiff(before: Definition, after: Definition): DiffEntry[] {
  return [
    ...compare("step", steps(before), steps(after)),
    ...compare("edge", edges(before), edges(after)),
    ...compare("field", fields(before), fields(after)),
    ...compare("document", documents(before), documents(after)),
    ...compare("fee", fees(before), fees(after)),
  ];
}

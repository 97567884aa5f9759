import { formatDate } from "../dates/formatDate.ts";
import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { conditionWords } from "../explain/conditionWords.ts";
import { fieldWords } from "../explain/fieldWords.ts";
import type { FieldWords } from "../explain/operatorWords.ts";
import { amountWords } from "../fees/amountWords.ts";
import type { Condition, Definition, FieldSchema, NextRule } from "../types.ts";

/** What part of a definition an entry of the difference is about. */
export type DiffKind = "step" | "edge" | "field" | "document" | "fee";

/** One semantic change between the committed and the edited definition. */
export interface DiffEntry {
  kind: DiffKind;
  change: "added" | "removed" | "changed";
  /** The step id, `from -> to`, `section / field`, document key or fee line id: where it is in the file. */
  id: string;
  /** What an analyst calls it: the step's title, "Licence Type to Vessel", a field's title, a document's or fee line's name. */
  name: string;
  /** What changed (or, for an added or removed one, what it is), in words and JMD ("Amount from 1 January 2020: JMD 1,000.00 → JMD 1,100.00"). */
  details: string[];
}

/** One side of the difference: the definition, compiled (its lists inlined as choices), and how its fields and values are named. */
interface Side {
  definition: Definition;
  compiled: CompiledDefinition;
  words: FieldWords;
}

/** A property of a named thing as people read it: its label, and its value on one side in words. */
type Described = Map<string, { label: string; text: string }>;
/** The named things of one kind on one side, by id: their name and their properties in words. */
type Keyed = Map<string, { name: string; properties: Described }>;

const quoted = (value: unknown): string => (value === undefined ? "(none)" : typeof value === "string" ? `"${value}"` : JSON.stringify(value));
const when = (side: Side, condition: Condition | undefined): string => (condition === undefined ? "always" : conditionWords(condition, side.definition.conditions ?? {}, side.words));
const described = (entries: Array<[string, string, string | undefined]>): Described => new Map(entries.flatMap(([key, label, text]) => (text === undefined ? [] : [[key, { label, text }]])));

/** A field's schema keys in words where an analyst writes them in words; the rest as written ("maxLength": 10). */
function fieldProperties(side: Side, name: string, schema: FieldSchema, required: boolean, shown: Condition | undefined): Described {
  const entries: Array<[string, string, string | undefined]> = [
    ["title", "Title", schema.title === undefined ? undefined : quoted(schema.title)],
    ["required", "Required", required ? "yes" : "no (optional)"],
    ["shown", "Shown", when(side, shown)],
  ];
  for (const [key, value] of Object.entries(schema)) {
    // Each choice on its own, by its label: a removed option reads as that option removed, not a list of twenty.
    if (key === "enum" && Array.isArray(value)) for (const choice of value) entries.push([`choice ${JSON.stringify(choice)}`, "Choice", quoted(side.words.value(name, choice))]);
    else if (key !== "title" && key !== "x-list") entries.push([key, key, JSON.stringify(value)]);
  }
  return described(entries);
}

function steps(side: Side): Keyed {
  return new Map(
    (side.definition.wizard?.steps ?? []).map((s) => [
      s.id,
      {
        name: s.title,
        properties: described([
          ["title", "Title", quoted(s.title)],
          ["fields", "Asks", Object.keys(s.schema.properties).map((f) => side.words.label(f)).join(", ") || "nothing"],
          ["autoAdvance", "Goes on by itself", s.autoAdvance === undefined ? undefined : typeof s.autoAdvance === "boolean" ? (s.autoAdvance ? "yes" : "no") : `when ${when(side, s.autoAdvance)}`],
          ["blocks", "Stops the applicant with", s.blocks?.map((b) => quoted(b.message)).join(", ")],
        ]),
      },
    ]),
  );
}

/** Every arrow (`from -> to`; start rules from `$start`) with the condition that takes it, in words. */
function edges(side: Side): Keyed {
  const { definition } = side;
  const title = (id: string) => (id === "$start" ? "the start" : id === "$end" ? "the form" : (definition.wizard?.steps.find((s) => s.id === id)?.title ?? id));
  const keyed = new Map<string, { name: string; conditions: string[]; order: number }>();
  const add = (from: string, rules: NextRule[]) =>
    rules.forEach((rule, i) => {
      const id = `${from} -> ${rule.goto}`;
      const earlier = keyed.get(id);
      // Two rules to one target read as one arrow taken under either condition.
      if (earlier) earlier.conditions.push(when(side, rule.when));
      else keyed.set(id, { name: `${title(from)} to ${title(rule.goto)}`, conditions: [when(side, rule.when)], order: i + 1 });
    });
  const start = definition.wizard?.start;
  if (start !== undefined) add("$start", typeof start === "string" ? [{ goto: start }] : start);
  for (const step of definition.wizard?.steps ?? []) add(step.id, step.next);
  return new Map(
    [...keyed].map(([id, arrow]) => [
      id,
      {
        name: arrow.name,
        properties: described([
          ["when", "Taken when", arrow.conditions.join(" or ")],
          [QUIET + "order", "Checked", ordinal(arrow.order)],
        ]),
      },
    ]),
  );
}

/** A property compared but not listed when its thing is added or removed (the order of a lone rule says nothing). */
const QUIET = "~";

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"} of the step's rules`;

function fields(side: Side): Keyed {
  const keyed: Keyed = new Map();
  const { compiled } = side;
  for (const { section, schema: inlined } of [...compiled.steps.values(), ...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])]) {
    for (const [name, schema] of Object.entries(inlined.properties)) {
      keyed.set(`${section.id} / ${name}`, { name: `${section.title ?? section.id} / ${schema.title ?? name}`, properties: fieldProperties(side, name, schema, section.schema.required?.includes(name) ?? false, section.show?.[name]) });
    }
  }
  return keyed;
}

function documents(side: Side): Keyed {
  return new Map(
    (side.definition.documents?.items ?? []).map((doc) => [
      doc.key,
      {
        name: doc.name,
        properties: described([
          ["name", "Name", quoted(doc.name)],
          ["required", "Required", doc.required ? "yes" : "no (optional)"],
          ["when", "Asked for when", when(side, doc.when)],
          ["accept", "Accepted files", doc.accept.join(", ")],
          ["group", "In the group", doc.group],
        ]),
      },
    ]),
  );
}

/** A fee line's properties; each dated amount is its own property, so a change names its date. */
function fees(side: Side): Keyed {
  return new Map(
    (side.definition.fees?.lines ?? []).map((line) => [
      line.id,
      {
        name: line.label,
        properties: described([
          ["label", "Label", quoted(line.label)],
          ["when", "Charged when", when(side, line.when)],
          ...line.amounts.map((amount): [string, string, string] => [`from ${amount.from}`, `Amount from ${formatDate(amount.from)}`, amountWords(amount, side.words)]),
        ]),
      },
    ]),
  );
}

/** What changed between two sides' properties: "Label: old → new", a property only on one side said as added or no longer. */
function changes(before: Described, after: Described): string[] {
  const lines: string[] = [];
  for (const [key, old] of before) {
    const next = after.get(key);
    if (!next) lines.push(`${old.label}: ${old.text}, removed`);
    else if (next.text !== old.text) lines.push(`${next.label}: ${old.text} → ${next.text}`);
  }
  for (const [key, next] of after) if (!before.has(key)) lines.push(`${next.label}: ${next.text}, added`);
  return lines;
}

/** Entries for the ids added, removed, and changed in any compared property; an added or removed one says what it is. */
function compare(kind: DiffKind, before: Keyed, after: Keyed): DiffEntry[] {
  const entries: DiffEntry[] = [];
  const whole = (properties: Described) => [...properties].filter(([key]) => !key.startsWith(QUIET)).map(([, p]) => `${p.label}: ${p.text}`);
  for (const [id, old] of before) {
    const next = after.get(id);
    if (!next) entries.push({ kind, change: "removed", id, name: old.name, details: whole(old.properties) });
    else {
      const details = changes(old.properties, next.properties);
      if (details.length) entries.push({ kind, change: "changed", id, name: next.name, details });
    }
  }
  for (const [id, next] of after) if (!before.has(id)) entries.push({ kind, change: "added", id, name: next.name, details: whole(next.properties) });
  return entries;
}

/**
 * The semantic difference between two compiled definitions of one type (the studio, issues 16
 * and 26): steps, arrows, fields, documents and fee lines added, removed or changed, each said in
 * the words the explanation uses (fields by their titles, conditions in operator words, choices
 * by their labels) and money in JMD, dated amounts by their day. A rewrite of a condition that
 * reads the same is no change.
 */
export function definitionDiff(before: CompiledDefinition, after: CompiledDefinition): DiffEntry[] {
  const a: Side = { definition: before.definition, compiled: before, words: fieldWords(before) };
  const b: Side = { definition: after.definition, compiled: after, words: fieldWords(after) };
  return [
    ...compare("step", steps(a), steps(b)),
    ...compare("edge", edges(a), edges(b)),
    ...compare("field", fields(a), fields(b)),
    ...compare("document", documents(a), documents(b)),
    ...compare("fee", fees(a), fees(b)),
  ];
}

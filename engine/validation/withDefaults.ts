import { isAnswered } from "../conditions/isAnswered.ts";
import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import type { Answers, FieldSchema, Section, TraceEntry } from "../types.ts";
import { showConditions } from "./showConditions.ts";

/** The section's answers once its defaults are in, what that hides, and which defaults were used. */
export interface Defaulted {
  answers: Answers;
  /** Fields the section does not ask for these answers (dotted paths inside objects). */
  hidden: string[];
  /** The defaults filled in, by field name: answers from now on. */
  filled: Answers;
  /** Empty unless `options.trace` asked for it. */
  trace: TraceEntry[];
}

/** Whether a value holds an answer: a list seeded with one empty row for the form (`[{}]`) does not. */
function holdsAnswer(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsAnswer);
  if (value !== null && typeof value === "object") return Object.values(value).some(holdsAnswer);
  return isAnswered(value);
}

/** The top-level fields of each section whose default holds an answer, found once per section (decision 0024). */
const defaultsOf = new WeakMap<Section, Array<[string, FieldSchema]>>();

function fieldsWithDefaults(section: Section): Array<[string, FieldSchema]> {
  let found = defaultsOf.get(section);
  if (!found) {
    found = Object.entries(section.schema.properties).filter(([, field]) => field.default !== undefined && holdsAnswer(field.default));
    defaultsOf.set(section, found);
  }
  return found;
}

/**
 * Fills in the schema `default` of every top-level field of a section that is shown and not
 * answered (spec 002 §3: vessel_commercial_carrier_type defaults to Artisanal Carrier), so the
 * server and the CLI judge as the browser does where RJSF fills defaults in the form. A hidden
 * field takes no default: a commercial vessel licence that is not a carrier records no carrier
 * type. A default may show another field (Artisanal Carrier shows the vessel type), so this runs
 * until nothing more is filled; each round fills at least one field, so it ends.
 */
export function withDefaults(section: Section, scope: ConditionScope, at: string, options: { trace?: boolean } = {}): Defaulted {
  const filled: Answers = {};
  const defaults = fieldsWithDefaults(section);
  let answers = scope.answers;
  for (;;) {
    const { hidden, trace } = showConditions(section, answers === scope.answers ? scope : { ...scope, answers }, at, options);
    const more = defaults.filter(([name]) => !hidden.includes(name) && !isAnswered(answers[name]));
    if (!more.length) return { answers, hidden, filled, trace };
    answers = { ...answers };
    for (const [name, field] of more) answers[name] = filled[name] = structuredClone(field.default);
  }
}

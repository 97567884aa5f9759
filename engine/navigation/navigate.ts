import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { conditionHolds } from "../conditions/conditionHolds.ts";
import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { Answers, EngineContext, FieldError, TraceEntry } from "../types.ts";
import { applyComputed } from "../computed/applyComputed.ts";
import { validateSection } from "../validation/validateSection.ts";
import { chooseNext } from "./chooseNext.ts";
import { reachableSteps } from "./reachableSteps.ts";
import { wizardFields } from "./wizardFields.ts";

/** `goto` target that leaves the wizard. */
export const END = "$end";

/** A `next` edge walked: which rule of which step led where. */
export interface WalkedEdge {
  from: string;
  to: string;
  rule: number;
}

/** Where the answers lead: the path walked, what was asked, and where the applicant stands. */
export interface Navigation {
  /** Wizard steps walked, in order, the current one included; then form pages reached. */
  path: string[];
  asked: string[];
  /** First step or page whose answers are missing or invalid, or where a block stops the walk. */
  current: string | null;
  currentKind: "step" | "page" | null;
  wizardComplete: boolean;
  complete: boolean;
  blocked: { step: string; message: string; redirect?: string } | null;
  errors: FieldError[];
  message: string | null;
  /** Answers of wizard fields left behind by a changed choice: never asked on this path. */
  offPath: string[];
  /** The answers with off-path wizard fields removed: what the server keeps and judges. */
  answers: Answers;
  edges: WalkedEdge[];
  trace: TraceEntry[];
}

/** What navigate needs of a definition beyond its sections, worked out once per compiled definition (decision 0024). */
interface WalkShape {
  fields: Map<string, string[]>;
  schemas: ReturnType<typeof computedSchemas>;
  /** Each step's fields that only the wizard asks. */
  wizardOnly: Map<string, string[]>;
}

const shapes = new WeakMap<CompiledDefinition, WalkShape>();

function walkShape(compiled: CompiledDefinition): WalkShape {
  let shape = shapes.get(compiled);
  if (!shape) {
    const fields = wizardFields(compiled);
    const wizardOnly = new Map<string, string[]>();
    for (const [id, step] of compiled.steps) wizardOnly.set(id, Object.keys(step.section.schema.properties).filter((name) => fields.has(name)));
    shape = { fields, schemas: computedSchemas(compiled), wizardOnly };
    shapes.set(compiled, shape);
  }
  return shape;
}

const hasOwn = (target: object, key: string): boolean => Object.prototype.hasOwnProperty.call(target, key);

/**
 * The scope of a section: untraced, the one object of visible answers; traced, a new object of
 * the answers without the wizard's fields not yet asked (besides `extra`), as the walk always did.
 */
function scopeOf(shared: ConditionScope, tracing: boolean, raw: Answers, fields: Map<string, string[]>, asked: Set<string>, extra: string[]): ConditionScope {
  if (!tracing) return shared;
  const allowed = new Set([...asked, ...extra]);
  return { ...shared, answers: Object.fromEntries(Object.entries(raw).filter(([name]) => !fields.has(name) || allowed.has(name))) };
}

/**
 * Replays the wizard from its start over the answers: each step is judged, then its first
 * matching `next` rule picks the following step, until `$end`, an invalid step or a block. Later
 * steps only see answers of fields asked earlier on this path, so an answer left behind by a
 * changed choice can never steer the walk. Then the form pages are judged in order. Computed
 * fields are worked out first, from the answers, whatever value was sent for them; a shown field
 * left unanswered takes its schema `default`, which later steps read and the answers keep.
 * `options.trace` records every condition read, in order (staff's "why", the CLI's `evaluate`);
 * without it no trace is built.
 */
export function navigate(compiled: CompiledDefinition, sentAnswers: Answers, context: EngineContext, options: { trace?: boolean } = {}): Navigation {
  const { fields, schemas, wizardOnly } = walkShape(compiled);
  const into = options.trace ? options : {};
  const tracing = Boolean(options.trace);
  // A copy (applyComputed's own when it changed something): the defaults a section fills in
  // (spec 002 §3) join the answers as the walk goes on.
  const computed = applyComputed(schemas, sentAnswers);
  const rawAnswers = computed === sentAnswers ? { ...sentAnswers } : computed;
  const askedSet = new Set<string>();
  const result: Navigation = { path: [], asked: [], current: null, currentKind: null, wizardComplete: false, complete: false, blocked: null, errors: [], message: null, offPath: [], answers: {}, edges: [], trace: [] };
  // What the sections see: the answers without the wizard-only fields not asked yet on this path.
  // Untraced, one object kept up to date as the walk goes on, a field not to be seen set to
  // undefined (every reader takes that as unanswered, and deleting would make every later read of
  // the object slow); traced, a filtered copy for each section as it always was, so the test that
  // compares the two (engine/evaluateApplication.test.ts) checks this shortcut too.
  const visible: Answers = { ...rawAnswers };
  for (const name of fields.keys()) if (hasOwn(visible, name)) visible[name] = undefined;
  const shared: ConditionScope = { answers: visible, context, named: compiled.named };
  const wizard = compiled.definition.wizard;
  const start = wizard ? chooseNext(wizard.start, scopeOf(shared, tracing, rawAnswers, fields, askedSet, []), "/wizard/start", into) : { goto: END, rule: -1, trace: [] };
  if (tracing) result.trace.push(...start.trace);
  if (wizard && start.goto !== null) result.edges.push({ from: "$start", to: start.goto, rule: start.rule });
  let stepId = start.goto;
  while (stepId !== END) {
    const step = stepId === null ? undefined : compiled.steps.get(stepId);
    if (!step || result.path.includes(step.section.id)) throw new Error(`wizard walks to ${JSON.stringify(stepId)}, which is not a step or was already walked`);
    result.path.push(step.section.id);
    // The step sees its own fields as well, asked or not yet.
    const own = wizardOnly.get(step.section.id) ?? [];
    for (const name of own) if (hasOwn(rawAnswers, name)) visible[name] = rawAnswers[name];
    const judged = validateSection(step, scopeOf(shared, tracing, rawAnswers, fields, askedSet, own), into);
    Object.assign(rawAnswers, judged.filled);
    Object.assign(visible, judged.filled);
    if (tracing) result.trace.push(...judged.trace);
    judged.asked.forEach((name) => askedSet.add(name));
    for (const name of own) if (!askedSet.has(name) && hasOwn(visible, name)) visible[name] = undefined;
    result.asked.push(...judged.asked);
    if (!judged.valid) return finish(compiled, result, rawAnswers, fields, askedSet, { id: step.section.id, kind: "step", errors: judged.errors, message: judged.message });
    const scope = scopeOf(shared, tracing, rawAnswers, fields, askedSet, []);
    const blocks = step.section.blocks ?? [];
    const trace = tracing ? result.trace : null;
    const block = blocks.length ? blocks.find((b, i) => conditionHolds(b.when, scope, `${step.at}/blocks`, trace, i, "/when")) : undefined;
    if (block) {
      result.blocked = { step: step.section.id, message: block.message, ...(block.redirect ? { redirect: block.redirect } : {}) };
      return finish(compiled, result, rawAnswers, fields, askedSet, { id: step.section.id, kind: "step", errors: [{ pointer: "", message: block.message }], message: block.message });
    }
    const choice = chooseNext(step.section.next, scope, `${step.at}/next`, into);
    if (tracing) result.trace.push(...choice.trace);
    if (choice.goto === null) throw new Error(`step ${step.section.id} has no next rule for these answers`);
    result.edges.push({ from: step.section.id, to: choice.goto, rule: choice.rule });
    stepId = choice.goto;
  }
  result.wizardComplete = true;
  for (const page of compiled.pages) {
    result.path.push(page.section.id);
    const judged = validateSection(page, scopeOf(shared, tracing, rawAnswers, fields, askedSet, []), into);
    Object.assign(rawAnswers, judged.filled);
    Object.assign(visible, judged.filled);
    if (tracing) result.trace.push(...judged.trace);
    result.asked.push(...judged.asked);
    if (!judged.valid) return finish(compiled, result, rawAnswers, fields, askedSet, { id: page.section.id, kind: "page", errors: judged.errors, message: judged.message });
  }
  result.complete = true;
  return finish(compiled, result, rawAnswers, fields, askedSet, null);
}

/** The schemas whose computed fields are worked out before judging: every step, page and the payment form. */
export function computedSchemas(compiled: CompiledDefinition) {
  return [...compiled.steps.values(), ...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])].map((s) => s.section.schema);
}

interface Stop {
  id: string;
  kind: "step" | "page";
  errors: FieldError[];
  message: string | null;
}

function finish(compiled: CompiledDefinition, result: Navigation, raw: Answers, fields: Map<string, string[]>, asked: Set<string>, stop: Stop | null): Navigation {
  // Fields of steps still ahead are not off the path: the applicant simply has not got there yet.
  const ahead = stop?.kind === "step" ? reachableSteps(compiled, [stop.id]) : new Set<string>();
  result.offPath = Object.keys(raw).filter((name) => fields.has(name) && !asked.has(name) && !(fields.get(name) ?? []).some((s) => ahead.has(s)));
  // `raw` is this walk's own copy, so with nothing off the path it is the answers as they are.
  const off = new Set(result.offPath);
  result.answers = off.size ? Object.fromEntries(Object.entries(raw).filter(([name]) => !off.has(name))) : raw;
  if (stop) Object.assign(result, { current: stop.id, currentKind: stop.kind, errors: stop.errors, message: stop.message });
  return result;
}

import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { Navigation, WalkedEdge } from "../navigation/navigate.ts";
import { reachableSteps } from "../navigation/reachableSteps.ts";
import { wizardFields } from "../navigation/wizardFields.ts";
import type { Answers, EngineContext, NextRule } from "../types.ts";
import { conditionWords } from "./conditionWords.ts";
import type { ExplainedCheck, StepExplanation } from "./Explanation.ts";
import { facts, joinWords } from "./facts.ts";
import { judgeCondition } from "./judgeCondition.ts";
import type { FieldWords } from "./operatorWords.ts";
import { stopWords } from "./stopWords.ts";

const START = "$start";

/** Why a walk took a rule, in words, with the leaves that decided and the rule itself. */
interface RuleReason {
  text: string;
  checks: ExplainedCheck[];
  rule?: string;
}

interface Walk {
  compiled: CompiledDefinition;
  navigation: Navigation;
  context: EngineContext;
  words: FieldWords;
  fields: Map<string, string[]>;
}

const titleOf = (walk: Walk, id: string): string => (id === "$end" ? "the end of the wizard" : `"${walk.compiled.steps.get(id)?.section.title ?? id}"`);
const rulesOf = (walk: Walk, from: string): { rules: NextRule[]; at: string } => {
  if (from === START) {
    const start = walk.compiled.definition.wizard?.start;
    return { rules: typeof start === "string" ? [{ goto: start }] : (start ?? []), at: "/wizard/start" };
  }
  const step = walk.compiled.steps.get(from);
  return { rules: step?.section.next ?? [], at: `${step?.at ?? ""}/next` };
};

/** The answers the walk saw when it left `from`: wizard fields only of steps walked up to there (as navigate reads them). */
function scopeAt(walk: Walk, from: string): ConditionScope {
  const upTo = new Set(from === START ? [] : walk.navigation.path.slice(0, walk.navigation.path.indexOf(from) + 1));
  const answers: Answers = Object.fromEntries(Object.entries(walk.navigation.answers).filter(([name]) => !walk.fields.has(name) || (walk.fields.get(name) ?? []).some((s) => upTo.has(s))));
  return { answers, context: walk.context, named: walk.compiled.named };
}

/** Rule `index` of `from` judged: held or not, on which answers. */
function judgeRule(walk: Walk, from: string, index: number): { holds: boolean; reason: RuleReason } {
  const { rules, at } = rulesOf(walk, from);
  const rule = rules[index];
  if (rule?.when === undefined) {
    // A rule without `when` is taken once every rule before it failed: those failures are the reason.
    const earlier = rules.slice(0, index).map((_, i) => judgeRule(walk, from, i).reason);
    const checks = earlier.flatMap((r) => r.checks);
    return { holds: true, reason: { text: index === 0 || !checks.length ? "" : `no earlier rule held: ${facts(checks, false)}`, checks } };
  }
  const judged = judgeCondition(rule.when, scopeAt(walk, from), `${at}/${index}/when`, walk.words);
  return { holds: judged.holds, reason: { text: facts(judged.checks, judged.holds), checks: judged.checks, rule: conditionWords(rule.when, walk.compiled.named, walk.words) } };
}

function walked(walk: Walk, id: string, edge: WalkedEdge | undefined): Pick<StepExplanation, "because" | "checks" | "rule"> {
  if (!edge) return { because: "Walked.", checks: [] };
  const { reason } = judgeRule(walk, edge.from, edge.rule);
  const where = edge.from === START ? "the wizard starts here" : `it comes after ${titleOf(walk, edge.from)}`;
  const because = reason.text ? `Walked: ${where} because ${reason.text}.` : `Walked: ${where}.`;
  return { because, checks: reason.checks, ...(reason.rule ? { rule: reason.rule } : {}) };
}

/** Why a step off the path was not asked: at each walked step that could lead to it, the rule that sent the walk elsewhere. */
function notAsked(walk: Walk, id: string): Pick<StepExplanation, "because" | "checks" | "rule" | "edges"> {
  const sources = [START, ...walk.navigation.path.filter((s) => walk.compiled.steps.has(s))];
  const parts: string[] = [];
  const checks: ExplainedCheck[] = [];
  const edges: StepExplanation["edges"] = [];
  let rule: string | undefined;
  for (const from of sources) {
    const toHere = rulesOf(walk, from).rules.findIndex((r) => r.goto === id);
    const taken = walk.navigation.edges.find((e) => e.from === from);
    if (toHere < 0 || !taken) continue;
    // A rule to this step before the one taken failed (its answers say why); after it, never tried.
    const { reason } = judgeRule(walk, from, toHere < taken.rule ? toHere : taken.rule);
    const place = from === START ? "the wizard started" : `after ${titleOf(walk, from)} the walk went`;
    parts.push(`${from === START ? `${place} at` : `${place} to`} ${titleOf(walk, taken.to)}${reason.text ? ` because ${reason.text}` : ""}`);
    checks.push(...reason.checks);
    edges.push({ from, rule: taken.rule, to: taken.to });
    // The rule of the item is the one that would have led here, where it has a condition.
    const toHereWhen = rulesOf(walk, from).rules[toHere]?.when;
    if (toHereWhen !== undefined) rule ??= conditionWords(toHereWhen, walk.compiled.named, walk.words);
  }
  if (parts.length) return { because: `Not asked: ${parts.join("; ")}.`, checks, edges, ...(rule ? { rule } : {}) };
  const before = [...walk.compiled.steps.values()].filter((s) => s.section.next.some((r) => r.goto === id)).map((s) => titleOf(walk, s.section.id));
  const because = before.length ? `Not asked: it comes only after ${joinWords(before)}, which ${before.length > 1 ? "were" : "was"} not asked either.` : "Not asked: no rule of the wizard leads to it.";
  return { because, checks: [], edges: [] };
}

/**
 * Every wizard step of the definition, in its order: walked (with the rule that led there), where
 * the walk stops (with the errors or the block), not reached yet (ahead of where it stops), or
 * not asked (with the rule at each walked step that sent the walk elsewhere), all in words.
 */
export function explainSteps(compiled: CompiledDefinition, navigation: Navigation, context: EngineContext, words: FieldWords): StepExplanation[] {
  const walk: Walk = { compiled, navigation, context, words, fields: wizardFields(compiled) };
  const stopsAtStep = navigation.currentKind === "step" && navigation.current !== null;
  const ahead = stopsAtStep ? reachableSteps(compiled, [navigation.current as string]) : new Set<string>();
  return [...compiled.steps.values()].map(({ section }) => {
    const id = section.id;
    const base = { id, title: section.title };
    if (navigation.path.includes(id)) {
      const edge = navigation.edges.find((e) => e.to === id);
      const reason = walked(walk, id, edge);
      const edges = edge ? [{ from: edge.from, rule: edge.rule, to: edge.to }] : [];
      if (navigation.current !== id) return { ...base, outcome: "walked", ...reason, edges, errors: [] };
      const stop = stopWords(navigation);
      return { ...base, outcome: navigation.blocked ? "blocked" : "current", ...reason, because: `${reason.because} ${stop}`, edges, errors: navigation.errors };
    }
    if (ahead.has(id)) return { ...base, outcome: "notReached", because: `Not reached yet: the walk stops at ${titleOf(walk, navigation.current as string)} before it.`, checks: [], edges: [], errors: [] };
    return { ...base, outcome: "notAsked", ...notAsked(walk, id), errors: [] };
  });
}

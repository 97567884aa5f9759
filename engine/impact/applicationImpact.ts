import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { evaluateApplication, type Evaluation } from "../evaluateApplication.ts";
import { hasAnswer } from "../summary/answerText.ts";
import { particularValues } from "../particulars/particularValues.ts";
import type { Answers, EngineContext, HeldLicence } from "../types.ts";
import { migrateAnswers } from "../versions/migrateAnswers.ts";
import { priceLockOf, type FirstPriced } from "../versions/priceLockOf.ts";
import { versionChanges, type ChangeItem } from "../versions/versionChanges.ts";

/** One stored application as the impact replay reads it (engine/node/storedApplications.ts). */
export interface StoredApplication {
  /** What staff know it by: the transaction number, else the draft's temporary id. */
  id: string;
  state: "draft" | "submitted";
  /** The version it was written under (a draft) or judged by (a submitted case). */
  version: string;
  answers: Answers;
  /** Its applicant's profile: the one frozen with a submitted case, the entity's today for a draft. */
  profile: Record<string, unknown>;
  /**
   * Its applicant's licences on file, read only when a version of the type has a rule on them
   * (`$licences`, issue 29): those frozen with a submitted case, the entity's for a draft.
   */
  licences?: HeldLicence[];
  parish: string | null;
  /** Its first covering payment's version and day, when it paid. */
  paid: FirstPriced | null;
}

/** Whether an application can go on: every step and page answered, stopped by a block, or neither. */
export type Outcome = "complete" | "incomplete" | "blocked";

/** What the edited definition would change for one application. */
export interface ApplicationImpact {
  id: string;
  state: "draft" | "submitted";
  version: string;
  licenceType: string | null;
  parish: string | null;
  /** Questions its path now asks that it has not answered. */
  mustAnswer: string[];
  /** Its answers the edit's migration or removal rewrites, written out before and after. */
  rewritten: ChangeItem[];
  documentsNew: string[];
  documentsDropped: string[];
  outcome: { before: Outcome; after: Outcome };
  /** Its fee totals in integer cents. */
  fees: { before: number; after: number };
}

/** The versions a replay moves answers through: the served ones in order, the one the edit starts from, and the edit. */
export interface ImpactVersions {
  chain: CompiledDefinition[];
  base: CompiledDefinition;
  edited: CompiledDefinition;
}

/** Each section's fields the edit makes required that the base did not, by section id. */
function newlyRequired(base: CompiledDefinition, edited: CompiledDefinition): Map<string, string[]> {
  const sections = (c: CompiledDefinition) => [...c.steps.values(), ...c.pages];
  const before = new Map(sections(base).map((s) => [s.section.id, new Set(s.schema.required ?? [])]));
  const grown = new Map<string, string[]>();
  for (const s of sections(edited)) {
    const was = before.get(s.section.id);
    const added = (s.schema.required ?? []).filter((name) => was && !was.has(name));
    if (added.length) grown.set(s.section.id, added);
  }
  return grown;
}

/**
 * Questions an application must now answer: new ones on its path (versionChanges), fields made
 * required in a step or page it has already been through and left empty, and fields the edit makes
 * fail where it stops now but did not before.
 */
function mustAnswerOf(base: CompiledDefinition, edited: CompiledDefinition, judgedBefore: Evaluation, judgedAfter: Evaluation, answers: Answers, items: ChangeItem[]): string[] {
  const labels = new Set(items.filter((i) => i.kind === "question-new").map((i) => i.label));
  const titleOf = (name: string) => {
    for (const s of [...edited.steps.values(), ...edited.pages]) if (s.schema.properties[name]) return s.schema.properties[name]?.title ?? name;
    return name;
  };
  const reached = new Set(judgedAfter.navigation.path);
  for (const [section, names] of newlyRequired(base, edited)) {
    if (!reached.has(section)) continue;
    for (const name of names) if (!hasAnswer(answers[name])) labels.add(titleOf(name));
  }
  const failedBefore = new Set(judgedBefore.navigation.errors.map((e) => e.pointer));
  for (const error of judgedAfter.navigation.errors) {
    const name = error.pointer.split("/")[1];
    if (name && !failedBefore.has(error.pointer) && !hasAnswer(answers[name])) labels.add(titleOf(name));
  }
  return [...labels];
}

const outcomeOf = (evaluation: Evaluation): Outcome => (evaluation.navigation.blocked ? "blocked" : evaluation.navigation.complete ? "complete" : "incomplete");

/** Answers moved along the served chain from the version they were written under to `base` (unknown versions are read as `base`). */
function atBase(versions: ImpactVersions, stored: StoredApplication): Answers {
  const labels = versions.chain.map((c) => c.definition.version);
  const from = labels.indexOf(stored.version);
  const to = labels.indexOf(versions.base.definition.version);
  if (from < 0 || to < 0 || from >= to) return stored.answers;
  return migrateAnswers(versions.chain.slice(0, to + 1).map((c) => c.definition), stored.version, stored.answers).answers;
}

/**
 * Replays one stored application under the version the edit starts from and under the edit, on
 * the same day with the same profile and licences on file, so the only difference is the edit
 * (issue 24): what it would have to answer anew, which answers the edit's migration rewrites,
 * documents newly required or no longer needed, whether it could still go on, and its fees (a
 * paid draft keeps its prices unless the edit says its fees apply to drafts already paid). A
 * submitted case is never moved by an edit: its replay says what the edit would have done to an
 * application like it, had the edit been in force when it applied (so at the edit's prices,
 * whatever it paid).
 */
export function applicationImpact(versions: ImpactVersions, stored: StoredApplication, context: EngineContext): ApplicationImpact {
  const { base, edited, chain } = versions;
  // A paid draft keeps its prices; a submitted case is replayed as if the edit had been in force when it applied, at the edit's prices.
  const paid = stored.state === "draft" ? stored.paid : null;
  const paidUnder = paid ? chain.find((c) => c.definition.version === paid.version) : undefined;
  const before = atBase(versions, stored);
  const inPlace = edited.definition.version === base.definition.version;
  const moved = inPlace ? { answers: structuredClone(before), applied: [] } : migrateAnswers([base.definition, edited.definition], base.definition.version, before);
  const pricesBefore = priceLockOf(paid, paidUnder, base);
  const pricesAfter = priceLockOf(paid, paidUnder, edited);
  const judgedBefore = evaluateApplication(base, before, context, pricesBefore ? { prices: pricesBefore } : {});
  const judgedAfter = evaluateApplication(edited, moved.answers, context, pricesAfter ? { prices: pricesAfter } : {});
  const { items } = versionChanges({ compiled: base, answers: before, evaluation: judgedBefore }, { compiled: edited, answers: moved.answers, evaluation: judgedAfter }, moved.applied);
  const of = (...kinds: ChangeItem["kind"][]) => items.filter((i) => kinds.includes(i.kind));
  return {
    id: stored.id,
    state: stored.state,
    version: stored.version,
    licenceType: particularValues(base.definition, before).licenceType,
    parish: stored.parish,
    mustAnswer: mustAnswerOf(base, edited, judgedBefore, judgedAfter, moved.answers, items),
    rewritten: of("answer-changed", "answer-cleared", "answer-removed", "answer-given"),
    documentsNew: of("document-new").map((i) => i.label),
    documentsDropped: of("document-dropped").map((i) => i.label),
    outcome: { before: outcomeOf(judgedBefore), after: outcomeOf(judgedAfter) },
    fees: { before: judgedBefore.fees.total, after: judgedAfter.fees.total },
  };
}

/** Whether the edit changes anything for this application. */
export function isAffected(impact: ApplicationImpact): boolean {
  return impact.mustAnswer.length > 0 || impact.rewritten.length > 0 || impact.documentsNew.length > 0 || impact.documentsDropped.length > 0 || impact.outcome.before !== impact.outcome.after || impact.fees.before !== impact.fees.after;
}

import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { knownFields } from "../definition/knownFields.ts";
import { formatMoney } from "../fees/formatMoney.ts";
import type { Evaluation } from "../evaluateApplication.ts";
import { answerLines, answerText, hasAnswer } from "../summary/answerText.ts";
import type { Answers, FieldSchema } from "../types.ts";
import type { AppliedChange } from "./migrateAnswers.ts";

/** What a kind of change means to the applicant (the words are the renderer's; the kinds are closed). */
export type ChangeKind = "answer-changed" | "answer-cleared" | "answer-removed" | "answer-given" | "question-new" | "document-new" | "document-dropped" | "fees";

/** One change an applicant is shown before going on with a moved draft. Texts are ready to show. */
export interface ChangeItem {
  kind: ChangeKind;
  /** The question's title, the document's name, or "Fees". */
  label: string;
  /** Their answer (or the fee total) before, written out. */
  before?: string;
  /** What it is now. */
  after?: string;
  /** The analyst's reason, from the migration's `note`. */
  note?: string;
}

/** Everything that changed for one draft between the version it was written under and the one it moved to. */
export interface VersionChanges {
  from: string;
  to: string;
  items: ChangeItem[];
  /** The step or page the applicant should go to next (the first that needs them). */
  resumeAt: string | null;
}

/** One side of the move: a version, the draft's answers under it and the engine's verdict on them. */
export interface VersionSide {
  compiled: CompiledDefinition;
  answers: Answers;
  evaluation: Evaluation;
}

function fieldsOf(compiled: CompiledDefinition): Map<string, FieldSchema> {
  const fields = new Map<string, FieldSchema>();
  const sections = [...compiled.steps.values(), ...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])];
  for (const part of sections) for (const [name, schema] of Object.entries(part.schema.properties)) if (!fields.has(name)) fields.set(name, schema);
  return fields;
}

/** An answer written out on one line. */
const written = (value: unknown, field: FieldSchema | undefined): string | undefined => {
  const text = answerText(value, field);
  return text ? answerLines(text).map((l) => l.trim()).join("; ") : undefined;
};

/**
 * What the applicant must be shown when a draft moves to a newer version (decision 0041): every
 * declared change that touched their answers (a rename that keeps the answer says nothing), any
 * answer the new version no longer asks for that no change covered (so nothing is dropped unseen),
 * questions newly asked on their path and not answered, documents newly required or no longer
 * needed, and a change of the fees. Labels are those each version gives.
 */
export function versionChanges(before: VersionSide, after: VersionSide, applied: AppliedChange[]): VersionChanges {
  const oldFields = fieldsOf(before.compiled);
  const newFields = fieldsOf(after.compiled);
  const label = (name: string, side: Map<string, FieldSchema>) => side.get(name)?.title ?? name;
  const items: ChangeItem[] = [];
  const covered = new Set<string>();
  // An answer the draft's path never reached (left behind by a changed choice) was never going to be judged: its change is not news.
  const onPath = (name: string) => Object.prototype.hasOwnProperty.call(before.evaluation.navigation.answers, name);
  for (const change of applied) {
    const note = change.note ? { note: change.note } : {};
    if ((change.op === "mapOption" || change.op === "dropOption" || change.op === "drop") && !onPath(change.was ?? change.field)) {
      covered.add(change.was ?? change.field);
      continue;
    }
    // A question drafts are asked anew is told as a new question below, wherever it sits on their path.
    if (change.op === "ask") {
      items.push({ kind: "question-new", label: label(change.field, newFields), ...note });
      covered.add(change.field);
      continue;
    }
    covered.add(change.was ?? change.field);
    if (change.op === "rename") continue;
    if (change.op === "mapOption") items.push({ kind: "answer-changed", label: label(change.field, newFields), before: written(change.before, oldFields.get(change.field)), after: written(change.after, newFields.get(change.field)), ...note });
    if (change.op === "dropOption") items.push({ kind: "answer-cleared", label: label(change.field, newFields), before: written(change.before, oldFields.get(change.field)), after: written(change.after, newFields.get(change.field)), ...note });
    if (change.op === "drop") items.push({ kind: "answer-removed", label: label(change.field, oldFields), before: written(change.before, oldFields.get(change.field)), ...note });
    if (change.op === "default") items.push({ kind: "answer-given", label: label(change.field, newFields), after: written(change.after, newFields.get(change.field)), ...note });
  }
  const known = knownFields(after.compiled);
  for (const [name, value] of Object.entries(before.answers)) {
    if (covered.has(name) || known.has(name) || !hasAnswer(value) || !oldFields.has(name) || !onPath(name)) continue;
    items.push({ kind: "answer-removed", label: label(name, oldFields), before: written(value, oldFields.get(name)) });
  }
  const askedBefore = new Set(before.evaluation.navigation.asked);
  for (const name of after.evaluation.navigation.asked) {
    if (askedBefore.has(name) || hasAnswer(after.answers[name]) || covered.has(name) || !newFields.has(name)) continue;
    items.push({ kind: "question-new", label: label(name, newFields) });
  }
  const neededBefore = new Set(before.evaluation.documents.filter((d) => d.required).map((d) => d.key));
  const neededAfter = new Set(after.evaluation.documents.filter((d) => d.required).map((d) => d.key));
  for (const doc of after.evaluation.documents) if (doc.required && !neededBefore.has(doc.key)) items.push({ kind: "document-new", label: doc.name });
  for (const doc of before.evaluation.documents) if (doc.required && !neededAfter.has(doc.key)) items.push({ kind: "document-dropped", label: doc.name });
  const [was, now] = [before.evaluation.fees.total, after.evaluation.fees.total];
  if (was !== now) items.push({ kind: "fees", label: "Fees", before: formatMoney(was), after: formatMoney(now) });
  return { from: before.compiled.definition.version, to: after.compiled.definition.version, items, resumeAt: after.evaluation.navigation.current };
}

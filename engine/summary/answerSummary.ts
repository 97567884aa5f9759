import type { CompiledDefinition, CompiledSection } from "../definition/compileDefinition.ts";
import { evaluateApplication, type EvaluateOptions, type Evaluation } from "../evaluateApplication.ts";
import type { Answers, EngineContext, StageId } from "../types.ts";
import { hiddenFields } from "../validation/hiddenFields.ts";
import { withoutPaths } from "../validation/sectionData.ts";
import { answerText, type AnswerText } from "./answerText.ts";

/** One answered question: its label, its answer written out, and the step or page that asks it. */
export interface SummaryRow {
  field: string;
  label: string;
  value: AnswerText;
  /** The stage whose screen asks it, and the step id (type stage) or page id (form stage) within it. */
  stage: StageId;
  sectionId: string;
}

/** A group of answers: the wizard's steps together, each form page, the payment form. */
export interface SummarySection {
  id: string;
  title: string;
  stage: StageId;
  rows: SummaryRow[];
  /**
   * What the applicant declares on this page (the Declaration of Knowledge): the page's
   * description when it has a box that must be ticked (`const: true`). Such a page is shown last,
   * after the documents and fees, with the consent.
   */
  statement?: string;
}

/** What an application says, ready to show on the check-your-answers page and in the submission PDF. */
export interface AnswerSummary {
  sections: SummarySection[];
  /** The documents these answers call for (required or optional), in the definition's order. */
  documents: Array<{ key: string; name: string; required: boolean }>;
  /** The fees for these answers, in integer cents; `working` says how a rate made a line's amount (decision 0053). */
  fees: { currency: string; lines: Array<{ id: string; label: string; amount: number; working?: string }>; total: number };
}

/** The rows of one step or page: its visible fields that hold an answer, in the section's own order. */
function sectionRows(compiled: CompiledDefinition, part: CompiledSection, answers: Answers, context: EngineContext, stage: StageId, skip: Set<string>): SummaryRow[] {
  const { section } = part;
  const { hidden } = hiddenFields(section, { answers, context, named: compiled.named }, part.at);
  const shown = withoutPaths(answers, hidden);
  const hiddenTop = new Set(hidden.filter((h) => !h.includes(".")));
  const order = (section.ui?.["ui:order"] as string[] | undefined) ?? [];
  const names = Object.keys(section.schema.properties).sort((a, b) => rank(order, a) - rank(order, b));
  return names.flatMap((name) => {
    if (hiddenTop.has(name) || skip.has(name)) return [];
    const field = part.schema.properties[name];
    const value = answerText(shown[name], field);
    if (!value) return [];
    skip.add(name);
    return [{ field: name, label: field?.title ?? section.title, value, stage, sectionId: section.id }];
  });
}

/** A field's place in a `ui:order` (with its `*` wildcard); fields not named keep their schema order. */
function rank(order: string[], name: string): number {
  const at = order.indexOf(name);
  if (at >= 0) return at;
  const star = order.indexOf("*");
  return star >= 0 ? star : order.length;
}

/**
 * Turns an application's answers into what the applicant checks before submitting and what the
 * submission PDF prints: the wizard steps walked for these answers (one section, titled with the
 * type stage's label), then each form page and the payment form, each answered field as a label and
 * its answer written out, with the step or page that asks it (for a Change link); then the
 * documents and fees the engine works out. Off-path and hidden answers are left out, as the server
 * leaves them out of its judgement. A field asked twice (the NFA number on a step and on page 1) is
 * shown once, where it is first asked.
 */
export function answerSummary(compiled: CompiledDefinition, answers: Answers, context: EngineContext, options: Pick<EvaluateOptions, "prices"> & { evaluation?: Evaluation } = {}): AnswerSummary {
  // A caller that has just judged these answers hands its verdict over instead of judging them again.
  const { navigation, documents, fees } = options.evaluation ?? evaluateApplication(compiled, answers, context, options);
  const kept = navigation.answers;
  const { definition } = compiled;
  const seen = new Set<string>();
  const sections: SummarySection[] = [];
  const typeStage = definition.stages.find((s) => s.id === "type");
  const steps = navigation.path.flatMap((id) => compiled.steps.get(id) ?? []);
  const wizardRows = steps.flatMap((step) => sectionRows(compiled, step, kept, context, "type", seen));
  if (wizardRows.length) sections.push({ id: "type", title: typeStage?.label ?? definition.title, stage: "type", rows: wizardRows });
  for (const page of compiled.pages) {
    const { id, title, description, schema } = page.section;
    const statement = description && Object.values(schema.properties).some((field) => field.const === true) ? { statement: description } : {};
    sections.push({ id, title, stage: "form", rows: sectionRows(compiled, page, kept, context, "form", seen), ...statement });
  }
  const paymentStage = definition.stages.some((s) => s.id === "payment");
  if (compiled.payment && paymentStage) {
    const rows = sectionRows(compiled, compiled.payment, kept, context, "payment", seen);
    if (rows.length) sections.push({ id: compiled.payment.section.id, title: compiled.payment.section.title, stage: "payment", rows });
  }
  return { sections, ...summaryDocumentsAndFees({ documents, fees }) };
}

/** The documents and fees of a judgement as a summary shows them (and a frozen judgement keeps them). */
export function summaryDocumentsAndFees({ documents, fees }: Pick<Evaluation, "documents" | "fees">): Pick<AnswerSummary, "documents" | "fees"> {
  return {
    documents: documents.map(({ key, name, required }) => ({ key, name, required })),
    fees: { currency: fees.currency, lines: fees.lines.map(({ id, label, amount, working }) => ({ id, label, amount, ...(working ? { working } : {}) })), total: fees.total },
  };
}

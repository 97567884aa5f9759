import type { FieldError, Operator } from "../types.ts";

/**
 * The shape `explainApplication` returns, the CLI's `explain --json` prints and staff's
 * GET /api/admin/cases/{id}/explanation serves (docs/decisions/0033-explain.md). Every item of
 * the definition appears once, under the definition's own id, with its outcome and the reason in
 * words; `explanationSchema.ts` is the same shape as JSON Schema.
 */
export interface Explanation {
  /** The application type's id, as its definition declares it. */
  type: string;
  /** The type's title (Fisher Licence). */
  title: string;
  /** The day the answers were judged on (fees in force, dates, seasons). */
  today: string;
  /** Every step and page answered and valid, nothing blocking. */
  complete: boolean;
  /** The step or page where the walk stops, or null. */
  current: string | null;
  /** Every wizard step of the definition, in the definition's order. */
  steps: StepExplanation[];
  /** Every form page, in order. */
  pages: PageExplanation[];
  /** Every document item, in the definition's order. */
  documents: DocumentExplanation[];
  /** Every document group (Proof of Ownership: at least one). */
  groups: GroupExplanation[];
  fees: { currency: string; /** Integer cents. */ totalCents: number; /** JMD 3,000.00 */ total: string; lines: FeeExplanation[] };
}

/** What every explained item carries: the outcome in words and the answers that decided it. */
export interface Explained {
  /** Step id, page id, document key, group key or fee line id, as written in the definition. */
  id: string;
  /** Step or page title, document or group name, fee line label. */
  title: string;
  /** One or two sentences for a reader who does not read JSON: the outcome, then why. */
  because: string;
  /** The rule that decides the item, in words from the definition's labels; absent when nothing conditions it. */
  rule?: string;
  /** The definition's own `reason` for the applicant (decision 0021), where it gives one. */
  reason?: string;
  /** The condition leaves that decided the outcome, each with the answer seen. */
  checks: ExplainedCheck[];
}

/** Outcomes of a wizard step: walked and passed, where the walk stops, stopped by a block, skipped, or still ahead. */
export type StepOutcome = "walked" | "current" | "blocked" | "notAsked" | "notReached";

/** A wizard step: whether the walk went through it and which `next` rule sent it there or elsewhere. */
export interface StepExplanation extends Explained {
  outcome: StepOutcome;
  /** The walked edges that explain it: the one into it when walked, those taken instead of it when not asked. */
  edges: Array<{ from: string; rule: number; to: string }>;
  /** The answers missing or invalid (the spec's messages) where the walk stops. */
  errors: FieldError[];
}

/** Outcomes of a form page. */
export type PageOutcome = "done" | "current" | "notReached";

/** A page of the application form. */
export interface PageExplanation extends Explained {
  outcome: PageOutcome;
  errors: FieldError[];
}

/** Outcomes of a document item: asked and required, asked but optional, or not asked at all. */
export type DocumentOutcome = "required" | "optional" | "notAsked";

/** A document item. */
export interface DocumentExplanation extends Explained {
  outcome: DocumentOutcome;
  /** The group it belongs to (at least one of the group is needed), if any. */
  group?: string;
}

/** A group rule over documents. */
export interface GroupExplanation extends Explained {
  outcome: "applies" | "notApplies";
  /** The keys of the documents asked for in the group. */
  members: string[];
}

/** A fee line. */
export interface FeeExplanation extends Explained {
  outcome: "charged" | "notCharged";
  /** Integer cents charged, or null when not charged. */
  cents: number | null;
  /** The amount as the portal shows it (JMD 1,500.00), or null. */
  amount: string | null;
}

/** One condition leaf as judged: what was asked of which answer, what was seen, and whether it held. */
export interface ExplainedCheck {
  /** Where the leaf is in the definition (a JSON pointer; inside a named condition, under /conditions). */
  at: string;
  /** The field as written: licence_type, payment_details.fisher_id, $today, $profile.applicant_type; a row's own after its list's path (consignment_lines.species). */
  field: string;
  /** Inside a condition over rows: which row (1 for the first). */
  row?: number;
  /** The field's title from the definition (Licence Type), or the field name where it has none; a row's says which row. */
  label: string;
  op: Operator;
  value?: unknown;
  /** The answer seen, null when unanswered. */
  seen: unknown;
  holds: boolean;
  /** What the leaf asks, in words: "Nationality is Foreign". */
  rule: string;
  /** What the answer is, in words: "Nationality is Local". */
  answer: string;
}

import type { Evaluation } from "../evaluateApplication.ts";
import type { Answers, FieldError, TraceEntry } from "../types.ts";

/** The evaluation as the CLI prints it and scenarios expect it: amounts in JMD, not cents. */
export interface EvaluationReport {
  type: string;
  path: string[];
  asked: string[];
  current: string | null;
  complete: boolean;
  blocked: string | null;
  errors: FieldError[];
  message: string | null;
  offPath: string[];
  /** The answers as the server keeps them: off-path answers dropped, computed fields worked out. */
  answers: Answers;
  /** The wizard edges walked (step, rule index, target), for coverage. */
  edges: Array<{ from: string; to: string; rule: number }>;
  documents: Array<{ key: string; name: string; required: boolean; accept: string[]; group?: string }>;
  groups: Array<{ key: string; name: string; rule: string; members: string[] }>;
  /** Amounts in JMD; `working` says how a rate made the amount (decision 0053). */
  fees: { currency: string; lines: Array<{ id: string; label: string; amount: number; working?: string }>; total: number };
  trace: TraceEntry[];
}

const jmd = (cents: number): number => cents / 100;

/** Flattens an evaluation into the report shape of `npm run engine -- evaluate`. */
export function evaluationReport(evaluation: Evaluation): EvaluationReport {
  const { navigation, documents, groups, fees } = evaluation;
  return {
    type: evaluation.type,
    path: navigation.path,
    asked: navigation.asked,
    current: navigation.current,
    complete: navigation.complete,
    blocked: navigation.blocked?.message ?? null,
    errors: navigation.errors,
    message: navigation.message,
    offPath: navigation.offPath,
    answers: navigation.answers,
    edges: navigation.edges,
    documents: documents.map(({ key, name, required, accept, group }) => ({ key, name, required, accept, ...(group ? { group } : {}) })),
    groups: groups.map(({ key, name, rule, members }) => ({ key, name, rule, members })),
    fees: { currency: fees.currency, lines: fees.lines.map((l) => ({ id: l.id, label: l.label, amount: jmd(l.amount), ...(l.working ? { working: l.working } : {}) })), total: jmd(fees.total) },
    trace: [...navigation.trace, ...documents.flatMap((d) => d.trace), ...fees.lines.flatMap((l) => l.trace)],
  };
}

import { conditionFields } from "../conditions/conditionFields.ts";
import { formatDate } from "../dates/formatDate.ts";
import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { conditionWords } from "../explain/conditionWords.ts";
import { fieldWords } from "../explain/fieldWords.ts";
import { amountWords } from "../fees/amountWords.ts";
import type { EvaluationReport } from "../report/evaluationReport.ts";
import { edgeCoverage } from "../scenarios/edgeCoverage.ts";
import type { Condition, NextRule } from "../types.ts";

/** A box of the flow picture. Ids are prefixed by kind (`step:species`, `fee:expedite`) so kinds never clash. */
export interface FlowNode {
  id: string;
  kind: "start" | "step" | "end" | "page" | "document" | "fee";
  label: string;
  /** Lines under the label: a fee line's amounts, each dated, in JMD. */
  detail?: string[];
}

/** An arrow: a `next` rule, the form's page order, or a document or fee line from where its rule is decided. */
export interface FlowEdge {
  from: string;
  to: string;
  kind: "next" | "page" | "document" | "fee";
  /** The condition in the explanation's words, "otherwise" for a fallback after conditional rules, or null. */
  label: string | null;
  /** Names of the scenarios that walk it (a document: require it; a fee line: charge it). */
  walkedBy: string[];
}

export interface FlowGraph {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

/** A scenario's name and the engine's report for it. */
export interface WalkedScenario {
  name: string;
  report: EvaluationReport;
}

const stepNode = (id: string) => (id === "$end" ? "end" : `step:${id}`);

/**
 * Where each answer is given, as a node of the picture, in the order the applicant meets them:
 * the wizard's steps, then the form's pages, then the payment form. A field asked in two places
 * is given where it is first asked.
 */
function askedAt(compiled: CompiledDefinition): Map<string, { node: string; order: number }> {
  const at = new Map<string, { node: string; order: number }>();
  const sections = [...compiled.stepOrder.flatMap((id) => { const step = compiled.steps.get(id); return step ? [{ node: `step:${id}`, step }] : []; }).map(({ node, step }) => ({ node, schema: step.schema })), ...compiled.pages.map((page) => ({ node: `page:${page.section.id}`, schema: page.schema })), ...(compiled.payment ? [{ node: "payment", schema: compiled.payment.schema }] : [])];
  sections.forEach(({ node, schema }, order) => {
    for (const field of Object.keys(schema.properties)) if (!at.has(field)) at.set(field, { node, order });
  });
  return at;
}

/**
 * The flow of a definition as a graph to draw (the studio, issues 16 and 26): the wizard's steps
 * and `next` rules with their conditions in the explanation's words, then the form's pages and the
 * payment form; each document and fee line hangs from the step or page where its rule is decided
 * (the last one asking an answer its condition, or its rate, reads; the start when it reads none), and a fee
 * line's box shows every dated amount in JMD. Each arrow carries the scenarios that take it, so
 * the picture shows which branches no scenario proves.
 */
export function flowGraph(compiled: CompiledDefinition, runs: WalkedScenario[]): FlowGraph {
  const { definition } = compiled;
  const words = fieldWords(compiled);
  const named = definition.conditions ?? {};
  const inWords = (condition: Condition) => conditionWords(condition, named, words);
  const nodes: FlowNode[] = [{ id: "start", kind: "start", label: "Start" }];
  const edges: FlowEdge[] = [];
  const steps = definition.wizard?.steps ?? [];
  for (const step of steps) nodes.push({ id: `step:${step.id}`, kind: "step", label: step.title });
  nodes.push({ id: "end", kind: "end", label: "End of the questions" });
  const coverage = edgeCoverage(definition, runs.map((r) => ({ name: r.name, edges: r.report.edges })));
  const start = definition.wizard?.start;
  const startRules: NextRule[] = typeof start === "string" || start === undefined ? [] : start;
  if (typeof start === "string") edges.push({ from: "start", to: stepNode(start), kind: "next", label: null, walkedBy: runs.filter((r) => r.report.path[0] === start).map((r) => r.name) });
  if (!definition.wizard) edges.push({ from: "start", to: "end", kind: "next", label: null, walkedBy: runs.map((r) => r.name) });
  for (const row of coverage) {
    const from = row.from === "$start" ? "start" : stepNode(row.from);
    const rule = row.from === "$start" ? startRules[row.rule] : steps.find((s) => s.id === row.from)?.next[row.rule];
    const label = rule?.when !== undefined ? inWords(rule.when) : row.rule > 0 ? "otherwise" : null;
    edges.push({ from, to: stepNode(row.to), kind: "next", label, walkedBy: row.walkedBy });
  }
  let last = "end";
  for (const page of definition.form.pages) {
    const id = `page:${page.id}`;
    nodes.push({ id, kind: "page", label: page.title });
    edges.push({ from: last, to: id, kind: "page", label: null, walkedBy: runs.filter((r) => r.report.path.includes(page.id)).map((r) => r.name) });
    last = id;
  }
  if (compiled.payment) {
    nodes.push({ id: "payment", kind: "page", label: compiled.payment.section.title || "Payment" });
    // Every complete walk reaches the payment form (the report's path ends with the form's pages).
    edges.push({ from: last, to: "payment", kind: "page", label: null, walkedBy: runs.filter((r) => r.report.complete).map((r) => r.name) });
  }
  const asked = askedAt(compiled);
  const decidedAt = (condition: Condition | undefined, quantities: string[] = []): string => {
    let at = { node: "start", order: -1 };
    for (const field of [...conditionFields(condition, named), ...quantities.map((q) => q.split(".")[0] ?? "")]) {
      const place = asked.get(field);
      if (place && place.order > at.order) at = place;
    }
    return at.node;
  };
  for (const doc of definition.documents?.items ?? []) {
    nodes.push({ id: `document:${doc.key}`, kind: "document", label: doc.name });
    const label = `${doc.required ? "required" : "optional"}${doc.when !== undefined ? ` when ${inWords(doc.when)}` : ""}`;
    edges.push({ from: decidedAt(doc.when), to: `document:${doc.key}`, kind: "document", label, walkedBy: runs.filter((r) => r.report.documents.some((d) => d.key === doc.key)).map((r) => r.name) });
  }
  for (const line of definition.fees?.lines ?? []) {
    const detail = line.amounts.map((amount) => `${amountWords(amount, words)} from ${formatDate(amount.from)}`);
    nodes.push({ id: `fee:${line.id}`, kind: "fee", label: line.label, detail });
    // A rate's amount is known once its quantity is answered: that too decides the line.
    const quantities = line.amounts.flatMap((amount) => ("rate" in amount ? [amount.rate.quantity] : []));
    edges.push({ from: decidedAt(line.when, quantities), to: `fee:${line.id}`, kind: "fee", label: line.when !== undefined ? `when ${inWords(line.when)}` : "always", walkedBy: runs.filter((r) => r.report.fees.lines.some((l) => l.id === line.id)).map((r) => r.name) });
  }
  return { nodes, edges };
}

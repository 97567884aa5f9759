import { describeCondition } from "../conditions/describeCondition.ts";
import type { EvaluationReport } from "../report/evaluationReport.ts";
import { edgeCoverage } from "../scenarios/edgeCoverage.ts";
import type { Definition } from "../types.ts";

/** A box of the flow picture. Ids are prefixed by kind (`step:species`, `fee:expedite`) so kinds never clash. */
export interface FlowNode {
  id: string;
  kind: "start" | "step" | "end" | "page" | "document" | "fee";
  label: string;
}

/** An arrow: a `next` rule, the form's page order, or a document or fee line and when it applies. */
export interface FlowEdge {
  from: string;
  to: string;
  kind: "next" | "page" | "document" | "fee";
  /** The condition in words, "otherwise" for a fallback after conditional rules, or null. */
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
 * The flow of a definition as a graph to draw (the studio, issue 16): the wizard's steps and
 * `next` rules, then the form's pages, then each document and fee line hanging from the last
 * page with the condition that brings it. Each arrow carries the scenarios that take it, so the
 * picture shows which branches no scenario proves.
 */
export function flowGraph(definition: Definition, runs: WalkedScenario[]): FlowGraph {
  const nodes: FlowNode[] = [{ id: "start", kind: "start", label: "Start" }];
  const edges: FlowEdge[] = [];
  const steps = definition.wizard?.steps ?? [];
  for (const step of steps) nodes.push({ id: `step:${step.id}`, kind: "step", label: step.title });
  nodes.push({ id: "end", kind: "end", label: "End of the questions" });
  const coverage = edgeCoverage(definition, runs.map((r) => ({ name: r.name, edges: r.report.edges })));
  const start = definition.wizard?.start;
  if (typeof start === "string") edges.push({ from: "start", to: stepNode(start), kind: "next", label: null, walkedBy: runs.filter((r) => r.report.path[0] === start).map((r) => r.name) });
  if (!definition.wizard) edges.push({ from: "start", to: "end", kind: "next", label: null, walkedBy: runs.map((r) => r.name) });
  for (const row of coverage) {
    const from = row.from === "$start" ? "start" : stepNode(row.from);
    const conditional = row.when === null && row.rule > 0;
    edges.push({ from, to: stepNode(row.to), kind: "next", label: row.when ?? (conditional ? "otherwise" : null), walkedBy: row.walkedBy });
  }
  let last = "end";
  for (const page of definition.form.pages) {
    const id = `page:${page.id}`;
    nodes.push({ id, kind: "page", label: page.title });
    edges.push({ from: last, to: id, kind: "page", label: null, walkedBy: runs.filter((r) => r.report.path.includes(page.id)).map((r) => r.name) });
    last = id;
  }
  for (const doc of definition.documents?.items ?? []) {
    nodes.push({ id: `document:${doc.key}`, kind: "document", label: doc.name });
    const label = `${doc.required ? "required" : "optional"}${doc.when !== undefined ? ` when ${describeCondition(doc.when, definition.conditions)}` : ""}`;
    edges.push({ from: last, to: `document:${doc.key}`, kind: "document", label, walkedBy: runs.filter((r) => r.report.documents.some((d) => d.key === doc.key)).map((r) => r.name) });
  }
  for (const line of definition.fees?.lines ?? []) {
    nodes.push({ id: `fee:${line.id}`, kind: "fee", label: line.label });
    edges.push({ from: last, to: `fee:${line.id}`, kind: "fee", label: line.when !== undefined ? `when ${describeCondition(line.when, definition.conditions)}` : "always", walkedBy: runs.filter((r) => r.report.fees.lines.some((l) => l.id === line.id)).map((r) => r.name) });
  }
  return { nodes, edges };
}

import { describe, expect, it } from "vitest";
import { buildContext } from "../buildContext.ts";
import { compileDefinition } from "../definition/compileDefinition.ts";
import { evaluateApplication } from "../evaluateApplication.ts";
import { evaluationReport } from "../report/evaluationReport.ts";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import { flowGraph } from "./flowGraph.ts";

const compiled = compileDefinition(miniDefinition);
const walk = (name: string, answers: Record<string, unknown>) => ({ name, report: evaluationReport(evaluateApplication(compiled, answers, buildContext({ today: miniContext.today, defaults: [], profile: {} }))) });

describe("flowGraph: the picture's nodes and arrows, with the scenarios that take them", () => {
  const graph = flowGraph(compiled, [walk("recreational", { agree: "Yes", kind: "Recreational" }), walk("commercial", { agree: "Yes", kind: "Commercial" })]);

  it("has a node for every step, form page, document and fee line of the definition", () => {
    const ids = graph.nodes.map((n) => n.id);
    for (const step of miniDefinition.wizard?.steps ?? []) expect(ids).toContain(`step:${step.id}`);
    for (const page of miniDefinition.form.pages) expect(ids).toContain(`page:${page.id}`);
    for (const doc of miniDefinition.documents?.items ?? []) expect(ids).toContain(`document:${doc.key}`);
    for (const line of miniDefinition.fees?.lines ?? []) expect(ids).toContain(`fee:${line.id}`);
  });

  it("colours each next rule by the scenarios that walk it, and names fallbacks 'otherwise'", () => {
    const edge = (from: string, to: string) => graph.edges.find((e) => e.from === from && e.to === to);
    expect(edge("step:kind", "step:transaction")?.walkedBy).toEqual(["recreational"]);
    expect(edge("step:kind", "step:category")).toMatchObject({ label: "otherwise", walkedBy: ["commercial"] });
    expect(edge("step:place", "end")?.walkedBy).toEqual([]);
  });

  it("says each rule's condition in the explanation's words", () => {
    expect(graph.edges.find((e) => e.from === "step:kind" && e.to === "step:transaction")?.label).toBe("kind is Recreational");
    expect(graph.edges.find((e) => e.to === "document:passport")?.label).toBe("required when kind is Commercial");
  });

  it("hangs each document and fee line from where its rule is decided, walked by the scenarios it applies to", () => {
    // Asked for when the kind is Commercial: decided on the step that asks the kind.
    expect(graph.edges.find((e) => e.to === "document:passport")).toMatchObject({ from: "step:kind", kind: "document", walkedBy: ["commercial"] });
    expect(graph.edges.find((e) => e.to === "fee:commercial")).toMatchObject({ from: "step:kind", kind: "fee", walkedBy: ["commercial"] });
    // Always: decided before any answer.
    expect(graph.edges.find((e) => e.to === "document:photo")?.from).toBe("start");
    expect(graph.edges.find((e) => e.to === "fee:future")).toMatchObject({ from: "start", walkedBy: [] });
  });

  it("shows a fee line's every dated amount in JMD", () => {
    expect(graph.nodes.find((n) => n.id === "fee:base")?.detail).toEqual(["JMD 1,000.00 from 1 January 2020", "JMD 1,200.00 from 1 December 2026"]);
  });
});

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
  const graph = flowGraph(miniDefinition, [walk("recreational", { agree: "Yes", kind: "Recreational" }), walk("commercial", { agree: "Yes", kind: "Commercial" })]);

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

  it("hangs documents and fee lines from the last page, walked by the scenarios they apply to", () => {
    const last = `page:${miniDefinition.form.pages.at(-1)?.id}`;
    expect(graph.edges.find((e) => e.to === "document:passport")).toMatchObject({ from: last, kind: "document", walkedBy: ["commercial"] });
    expect(graph.edges.find((e) => e.to === "fee:commercial")).toMatchObject({ from: last, kind: "fee", walkedBy: ["commercial"] });
    expect(graph.edges.find((e) => e.to === "fee:future")?.walkedBy).toEqual([]);
  });
});

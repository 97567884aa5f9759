import { useMemo } from "react";
import type { FlowGraph } from "../../../engine/graph/flowGraph.ts";
import { boxLines, layoutFlow } from "./layoutFlow.ts";

const KIND_NAMES = { start: "", end: "", step: "step ", page: "form page ", document: "document ", fee: "fee line " } as const;
/** The first three scenarios' names and how many more, as `npm run engine -- coverage` prints them. */
const named = (names: string[]) => (names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", "));
const scenarios = (n: number) => (n === 1 ? "1 scenario" : `${n} scenarios`);

/**
 * The definition's flow drawn as SVG (steps, form pages, documents, fee lines), each arrow
 * coloured by coverage: green and solid when scenarios walk it, red and dashed when none does.
 * The picture is one image with a title; the list below says the same in words for screen readers
 * and for anyone who wants the conditions.
 */
export function FlowGraphView({ graph }: { graph: FlowGraph }) {
  const placed = useMemo(() => layoutFlow(graph), [graph]);
  const labels = new Map(graph.nodes.map((n) => [n.id, n.label]));
  const details = new Map(graph.nodes.map((n) => [n.id, n.detail]));
  const kindOf = (id: string) => KIND_NAMES[graph.nodes.find((n) => n.id === id)?.kind ?? "step"];
  const walked = graph.edges.filter((e) => e.walkedBy.length).length;
  const summary = `${walked} of ${graph.edges.length} arrows walked by at least one scenario`;
  return (
    <div className="nfa-studio-graph">
      <p className="govuk-body" id="studio-graph-summary">
        {summary}. <span className="nfa-studio-key nfa-studio-key--walked">walked</span> <span className="nfa-studio-key nfa-studio-key--unwalked">walked by no scenario</span> Boxes: wizard steps (white), form pages (blue), documents (yellow), fee lines (green, with each dated amount); a document or fee line hangs from the step or page where its rule is decided. On an arrow: its condition, and how many scenarios walk it.
      </p>
      <div className="nfa-studio-graph__body">
        {/* Focusable, so the keyboard can scroll a graph wider or taller than the screen. */}
        <div className="nfa-studio-graph__scroll" tabIndex={0} role="region" aria-label="Flow graph, scrollable">
          <svg role="img" aria-labelledby="studio-graph-title studio-graph-summary" width={placed.width} height={placed.height} viewBox={`0 0 ${placed.width} ${placed.height}`}>
            <title id="studio-graph-title">Flow of the definition: steps, form pages, documents and fee lines</title>
            <defs>
              <marker id="studio-arrow-walked" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" fill="#00703c" />
              </marker>
              <marker id="studio-arrow-unwalked" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" fill="#d4351c" />
              </marker>
            </defs>
            {placed.edges.map((edge, i) => {
              const covered = edge.walkedBy.length > 0;
              const d = edge.points.map((p, j) => `${j ? "L" : "M"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
              const mid = edge.points[Math.floor(edge.points.length / 2)];
              return (
                <g key={i} className={`nfa-studio-edge nfa-studio-edge--${covered ? "walked" : "unwalked"}`} data-from={edge.from} data-to={edge.to} data-walked={edge.walkedBy.length}>
                  <title>{`${labels.get(edge.from)} to ${labels.get(edge.to)}${edge.label ? ` (${edge.label})` : ""}: ${covered ? scenarios(edge.walkedBy.length) : "no scenario"}`}</title>
                  <path d={d} fill="none" markerEnd={`url(#studio-arrow-${covered ? "walked" : "unwalked"})`} />
                  {mid && covered && !edge.labelAt && (
                    <text x={mid.x + 4} y={mid.y - 2} className="nfa-studio-edge__count">
                      {edge.walkedBy.length}
                    </text>
                  )}
                  {edge.labelAt && (
                    // The condition on its arrow, on a white ground so the lines behind it do not cross the words; the count after it.
                    <text x={edge.labelAt.x} y={edge.labelAt.y - (edge.labelAt.lines.length - 1) * 7 + 4} textAnchor="middle" className="nfa-studio-edge__label">
                      {edge.labelAt.lines.map((line, j) => (
                        <tspan key={j} x={edge.labelAt?.x} dy={j ? 14 : 0}>
                          {line}
                          {j === (edge.labelAt?.lines.length ?? 0) - 1 && covered ? ` (${edge.walkedBy.length})` : ""}
                        </tspan>
                      ))}
                    </text>
                  )}
                </g>
              );
            })}
            {placed.nodes.map((node) => {
              const { label, detail } = boxLines(node);
              const top = node.y - node.height / 2;
              return (
                <g key={node.id} className={`nfa-studio-node nfa-studio-node--${node.kind}`} data-node={node.id}>
                  <rect x={node.x - node.width / 2} y={top} width={node.width} height={node.height} rx={node.kind === "start" || node.kind === "end" ? node.height / 2 : 3} />
                  <text x={node.x} y={top + 20} textAnchor="middle">
                    {label.map((line, i) => (
                      <tspan key={i} x={node.x} dy={i ? 16 : 0}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                  {detail.length > 0 && (
                    <text x={node.x} y={top + 20 + label.length * 16} textAnchor="middle" className="nfa-studio-node__detail">
                      {detail.map((line, i) => (
                        <tspan key={i} x={node.x} dy={i ? 14 : 0}>
                          {line}
                        </tspan>
                      ))}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        </div>
        <div className="nfa-studio-graph__words" tabIndex={0} role="region" aria-labelledby="studio-graph-words">
          <h3 className="govuk-heading-s" id="studio-graph-words">
            The flow in words
          </h3>
          <ul className="govuk-list govuk-list--bullet govuk-body-s" aria-label="Arrows of the flow and the scenarios that walk them">
            {graph.edges.map((edge, i) => (
              <li key={i}>
                {kindOf(edge.from)}<strong>{labels.get(edge.from)}</strong> to {kindOf(edge.to)}<strong>{labels.get(edge.to)}</strong>
                {details.get(edge.to) && edge.kind === "fee" ? ` (${details.get(edge.to)?.join("; ")})` : ""}
                {edge.label ? ` (${edge.label})` : ""}: {edge.walkedBy.length ? `walked by ${scenarios(edge.walkedBy.length)} (${named(edge.walkedBy)})` : "walked by no scenario"}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

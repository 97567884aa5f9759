import { Graph, layout } from "@dagrejs/dagre";
import type { FlowEdge, FlowGraph, FlowNode } from "../../../engine/graph/flowGraph.ts";

export interface PlacedNode extends FlowNode {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge extends FlowEdge {
  points: Array<{ x: number; y: number }>;
  /** Where the condition's words sit, centred, and their lines; null for an arrow drawn without them. */
  labelAt: { x: number; y: number; lines: string[] } | null;
}

export interface PlacedFlow {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

/** Text wrapped to lines of about `width` characters (at most `most`, the last cut with an ellipsis). */
export function wrap(text: string, width = 22, most = 3): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > most ? [...lines.slice(0, most - 1), `${lines[most - 1]?.slice(0, width - 1) ?? ""}…`] : lines;
}

/** The lines of a wizard arrow's condition on the picture (the whole of it is in the arrow's title and the list beside). */
export const LABEL_WIDTH = 30;
export const labelLines = (edge: FlowEdge): string[] => (edge.kind === "next" && edge.label ? wrap(edge.label, LABEL_WIDTH, 3) : []);
/** How tall a box is: its label's lines, then its detail's (a fee line's dated amounts), each wrapped. */
export const boxLines = (node: FlowNode): { label: string[]; detail: string[] } => ({ label: wrap(node.label), detail: (node.detail ?? []).flatMap((line) => wrap(line, 26, 2)) });

/**
 * Lays the flow out top to bottom with @dagrejs/dagre (the design's layout library): boxes sized
 * by their wrapped labels and details, each arrow a polyline. A wizard arrow's condition sits on
 * it (dagre keeps room for it); the documents' and fee lines' conditions are in their arrows'
 * titles and the list beside, where they do not widen the picture past reading.
 */
export function layoutFlow(flow: FlowGraph): PlacedFlow {
  const g = new Graph({ multigraph: true });
  g.setGraph({ rankdir: "TB", nodesep: 24, ranksep: 48, edgesep: 12, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of flow.nodes) {
    const { label, detail } = boxLines(node);
    g.setNode(node.id, { width: 190, height: 16 + label.length * 16 + detail.length * 14 });
  }
  flow.edges.forEach((edge, i) => {
    const lines = labelLines(edge);
    g.setEdge(edge.from, edge.to, lines.length ? { width: LABEL_WIDTH * 6.6, height: lines.length * 14, labelpos: "c" } : {}, String(i));
  });
  // The documents and fee lines decided at one place would hang from it side by side, wider than
  // a screen: unseen links stack those of one place in a column of their own instead.
  const hanging = new Map<string, string[]>();
  for (const edge of flow.edges) if (edge.kind === "document" || edge.kind === "fee") hanging.set(edge.from, [...(hanging.get(edge.from) ?? []), edge.to]);
  for (const [from, column] of hanging) column.slice(1).forEach((id, i) => g.setEdge(column[i] ?? "", id, { weight: 4 }, `column-${from}-${i}`));
  layout(g);
  const nodes = flow.nodes.map((node) => {
    const placed = g.node(node.id) as { x: number; y: number; width: number; height: number };
    return { ...node, x: placed.x, y: placed.y, width: placed.width, height: placed.height };
  });
  const edges = flow.edges.map((edge, i) => {
    const placed = g.edge({ v: edge.from, w: edge.to, name: String(i) }) as { points?: Array<{ x: number; y: number }>; x?: number; y?: number };
    const lines = labelLines(edge);
    return { ...edge, points: placed.points ?? [], labelAt: lines.length && placed.x !== undefined && placed.y !== undefined ? { x: placed.x, y: placed.y, lines } : null };
  });
  const size = g.graph() as { width?: number; height?: number };
  return { nodes, edges, width: size.width ?? 0, height: size.height ?? 0 };
}

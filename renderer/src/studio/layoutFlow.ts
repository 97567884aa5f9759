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
}

export interface PlacedFlow {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

/** Text wrapped to lines of about `width` characters (at most three, the last cut with an ellipsis). */
export function wrap(text: string, width = 22): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines[2]?.slice(0, width - 1) ?? ""}…`] : lines;
}

/**
 * Lays the flow out top to bottom with @dagrejs/dagre (the design's layout library): boxes sized
 * by their wrapped labels, each arrow a polyline. Conditions stay off the picture (they would
 * widen it past reading); the list beside it and each arrow's title carry them.
 */
export function layoutFlow(flow: FlowGraph): PlacedFlow {
  const g = new Graph({ multigraph: true });
  g.setGraph({ rankdir: "TB", nodesep: 24, ranksep: 48, edgesep: 12, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of flow.nodes) {
    const lines = wrap(node.label);
    g.setNode(node.id, { width: 170, height: 16 + lines.length * 16 });
  }
  flow.edges.forEach((edge, i) => g.setEdge(edge.from, edge.to, {}, String(i)));
  // Documents and fee lines hang from the last page side by side, which would make the picture
  // far wider than a screen: unseen links stack each kind in a column of its own instead.
  for (const kind of ["document", "fee"] as const) {
    const column = flow.nodes.filter((n) => n.kind === kind);
    column.slice(1).forEach((node, i) => g.setEdge(column[i]?.id ?? "", node.id, { weight: 4 }, `column-${kind}-${i}`));
  }
  layout(g);
  const nodes = flow.nodes.map((node) => {
    const placed = g.node(node.id) as { x: number; y: number; width: number; height: number };
    return { ...node, x: placed.x, y: placed.y, width: placed.width, height: placed.height };
  });
  const edges = flow.edges.map((edge, i) => ({ ...edge, points: (g.edge({ v: edge.from, w: edge.to, name: String(i) }) as { points?: Array<{ x: number; y: number }> }).points ?? [] }));
  const size = g.graph() as { width?: number; height?: number };
  return { nodes, edges, width: size.width ?? 0, height: size.height ?? 0 };
}

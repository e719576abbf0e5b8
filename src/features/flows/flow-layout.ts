// Lays a flow graph out with elkjs (layered, compound states laid out inside their parents, edge labels placed),
// loaded lazily: the layout engine is fetched only when /flows draws its first diagram.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { FlowGraph, FlowNode } from './flow-graph.ts';

export interface PlacedNode {
  node: FlowNode;
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
}

export interface PlacedEdge {
  id: string;
  key: string;
  label: string;
  /** The polyline's points. */
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
}

export interface FlowLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

const CHAR = 7;
const LABEL_HEIGHT = 16;
const textWidth = (text: string) => Math.ceil(text.length * CHAR) + 8;

function toElk(node: FlowNode, root: boolean): ElkNode {
  const leaf = node.children.length === 0;
  return {
    id: node.id,
    ...(leaf ? { width: Math.max(textWidth(node.name) + 24, 72), height: 36 } : {}),
    layoutOptions: root
      ? {}
      : { 'elk.padding': `[top=${leaf ? 0 : 34},left=14,bottom=14,right=14]`, 'elk.nodeLabels.placement': 'INSIDE' },
    children: node.children.map((child) => toElk(child, false)),
  };
}

let elk: Promise<{ layout: (graph: ElkNode) => Promise<ElkNode> }> | null = null;
const loadElk = () => (elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK()));

/** Positions every state and transition of the graph, reading left to right (`RIGHT`) or right to left (`LEFT`). */
export async function layoutFlow(graph: FlowGraph, direction: 'RIGHT' | 'LEFT'): Promise<FlowLayout> {
  const engine = await loadElk();
  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{ id: `${edge.id}:label`, text: edge.label, width: textWidth(edge.label), height: LABEL_HEIGHT }],
  }));
  const laid = await engine.layout({
    id: '(graph)',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [toElk(graph.root, true)],
    edges,
  });

  const byId = new Map<string, FlowNode>();
  const index = (node: FlowNode) => {
    byId.set(node.id, node);
    node.children.forEach(index);
  };
  index(graph.root);
  const nodes: PlacedNode[] = [];
  const collect = (elkNode: ElkNode, depth: number) => {
    const node = byId.get(elkNode.id);
    if (node)
      nodes.push({
        node,
        x: elkNode.x ?? 0,
        y: elkNode.y ?? 0,
        width: elkNode.width ?? 0,
        height: elkNode.height ?? 0,
        depth,
      });
    elkNode.children?.forEach((child) => collect(child, depth + 1));
  };
  laid.children?.forEach((child) => collect(child, 0));

  const labelOf = new Map(graph.edges.map((e) => [e.id, e]));
  const placed: PlacedEdge[] = (laid.edges ?? []).map((edge) => {
    const e = edge as ElkExtendedEdge;
    const section = e.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = e.labels?.[0];
    const flow = labelOf.get(e.id)!;
    return {
      id: e.id,
      key: flow.key,
      label: flow.label,
      points,
      labelBox:
        label && label.x !== undefined && label.y !== undefined
          ? { x: label.x, y: label.y, width: label.width ?? 0, height: label.height ?? LABEL_HEIGHT }
          : null,
    };
  });
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges: placed };
}

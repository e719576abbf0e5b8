// The state gallery's story of a state (Storybook, docs/architecture.md "The component catalogue"): the name its
// story is exported under, and the URL the /flows viewer links to when VITE_STORYBOOK_URL names a Storybook.
import type { FlowNode } from './flow-graph.ts';

/** A state's key (`otp.entering`, regions `a.x|b.y`) as an export name: `state_otp_entering`. */
export const galleryExportName = (key: string) => `state_${key.replace(/[^A-Za-z0-9]+/g, '_')}`;

/** Storybook's id of a title or an export name (its `sanitize`). */
const storyIdPart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The gallery story's id of a machine's state key. */
export const galleryStoryId = (machine: string, key: string) =>
  `${storyIdPart(`State gallery/${machine}`)}--${storyIdPart(galleryExportName(key))}`;

/**
 * The state key a chart node is shown by, as the gallery names it (`stateKey`): the node's path below the machine,
 * entering initial children down to the leaves (a compound state shows its initial child), with every region of a
 * parallel state, the ones not holding the node at their initial states, joined by `|`; a transient state (left at once
 * by an unguarded `always`) by the first state of its parent that is not. Null for the machine itself.
 */
export function galleryKeyOf(root: FlowNode, nodeId: string): string | null {
  if (nodeId === root.id || !nodeId.startsWith(`${root.id}.`)) return null;
  const holds = (node: FlowNode) => node.id === nodeId || nodeId.startsWith(`${node.id}.`);
  const parts = (node: FlowNode, path: string): string[] => {
    const below = (child: FlowNode) => parts(child, path ? `${path}.${child.name}` : child.name);
    const states = node.children.filter((c) => c.type !== 'history');
    if (states.length === 0) return [path];
    if (node.type === 'parallel') return states.flatMap(below);
    // a transient state (no snapshot rests in it) stands for the first state of its parent that is not
    const rests = states.filter((c) => !c.transient);
    return below(rests.find(holds) ?? rests.find((c) => c.initial) ?? rests[0] ?? states[0]!);
  };
  return parts(root, '').join('|');
}

/** The story URL of a chart node, or null when no Storybook is configured (`base` unset) or the node is the machine. */
export function galleryUrl(base: string | undefined, machine: string, root: FlowNode, nodeId: string): string | null {
  if (!base) return null;
  const key = galleryKeyOf(root, nodeId);
  return key === null ? null : `${base.replace(/\/+$/, '')}/?path=/story/${galleryStoryId(machine, key)}`;
}

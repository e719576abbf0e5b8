// The location panel's first render, before the statechart has started, reads the flow's state from
// src/features/location/location-at-rest.ts: it must answer as the machine's own initial snapshot does.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import { locationMachine } from '../../machines/location.machine.ts';
import { locationAtRest } from '../../src/features/location/location-at-rest.ts';

const tagsOf = (node: AnyStateNode): string[] => [...node.tags, ...Object.values(node.states).flatMap(tagsOf)];

describe('the location flow at rest', () => {
  const initial = createActor(locationMachine, { input: { initialCenter: null } }).getSnapshot();

  it('has the tags of the machine’s initial state, and none of the others', () => {
    const tags = [...new Set(tagsOf(locationMachine.root))];
    expect(tags.length).toBeGreaterThan(5);
    for (const tag of tags)
      expect([tag, locationAtRest.hasTag(tag as never)]).toEqual([tag, initial.hasTag(tag as never)]);
  });

  it('has the machine’s initial context', () => {
    expect(locationAtRest.context).toEqual(initial.context);
  });
});

// The views of a flow that starts on intent read its resting snapshot until the statechart (and XState) has loaded
// (src/ui/lazy-flow.tsx): machines/shared/resting/<flow>.ts, written by scripts/at-rest.ts from each machine. It must be
// current, and each resting snapshot must answer as the machine's own initial snapshot does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type AnyStateNode, type SnapshotFrom } from 'xstate';
import { eventsOf, flows, restingFile, restingSource, takesBare } from '../../scripts/at-rest.ts';
import { itemConfiguratorAtRest } from '../../machines/shared/resting/item-configurator.ts';
import { locationAtRest } from '../../machines/shared/resting/location.ts';
import { newsletterAtRest } from '../../machines/shared/resting/newsletter.ts';
import { tripCartAtRest } from '../../machines/shared/resting/trip-cart.ts';
import type { FlowSnapshot } from '../../machines/shared/at-rest.ts';
import type { newsletterMachine } from '../../machines/newsletter.machine.ts';
import type { itemConfiguratorMachine } from '../../machines/item-configurator.machine.ts';
import type { locationMachine } from '../../machines/location.machine.ts';
import type { tripCartMachine } from '../../machines/trip-cart.machine.ts';

// A started actor's snapshot is what the views read once the statechart is in: it answers a FlowSnapshot (typecheck).
type Answers<M extends AnyStateMachine> = SnapshotFrom<M> extends FlowSnapshot<M> ? true : never;
export const startedSnapshotsAnswer: [
  Answers<typeof itemConfiguratorMachine>,
  Answers<typeof locationMachine>,
  Answers<typeof newsletterMachine>,
  Answers<typeof tripCartMachine>,
] = [true, true, true, true];

const tagsOf = (node: AnyStateNode): string[] => [...node.tags, ...Object.values(node.states).flatMap(tagsOf)];

describe('the resting snapshots of the flows started on intent', () => {
  it.each(flows)(
    '$module is the one scripts/at-rest.ts derives from the machine (`npm run machines:at-rest` writes it)',
    async (flow) => {
      expect(readFileSync(restingFile(flow.module), 'utf8')).toBe(await restingSource(flow));
    },
  );

  const resting = { itemConfiguratorAtRest, locationAtRest, newsletterAtRest, tripCartAtRest };
  describe.each(flows)('$name', ({ name, machine, input }) => {
    const atRest = resting[name as keyof typeof resting];
    const initial = createActor(machine, { input }).getSnapshot();

    it('has the context and every tag of the machine’s initial snapshot', () => {
      expect(atRest.context).toEqual(initial.context);
      for (const tag of new Set(tagsOf(machine.root)))
        expect([tag, atRest.hasTag(tag as never)]).toEqual([tag, initial.hasTag(tag)]);
    });

    it('takes a bare event as the machine’s initial snapshot does', () => {
      for (const type of new Set(eventsOf(machine.root).filter((t) => !t.startsWith('xstate.')))) {
        const takes = takesBare(initial, type);
        expect([type, atRest.can({ type } as never)]).toEqual([type, takes]);
      }
    });
  });
});

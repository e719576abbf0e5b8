// A flow started on intent (src/ui/lazy-flow.tsx), with a statechart whose chunk the test holds back: nothing starts
// until something is sent or prepared; events sent before the statechart is in reach it in order once it is; what
// it emits is heard by the views that listen from the start and, held, by one that subscribes once it is in; the
// views read the resting snapshot until then; an actor that stops is handed back.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { assign, emit, setup, type ActorRefFrom } from 'xstate';
import type { FlowSnapshot } from '../../../machines/shared/at-rest.ts';
import { flowStarter, lazyFlow, useFlowSelector, useFlowWanted, type LazyFlow } from '../../../src/ui/lazy-flow.tsx';
import { useFlowEmitted } from '../../../src/ui/use-flow-emitted.ts';

const counter = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'ADD' } | { type: 'RING' },
    emitted: {} as { type: 'rang'; count: number },
    tags: {} as 'counting',
  },
}).createMachine({
  context: { count: 0 },
  initial: 'counting',
  states: {
    counting: {
      tags: ['counting'],
      on: {
        ADD: { actions: assign({ count: ({ context }) => context.count + 1 }) },
        RING: { actions: emit(({ context }) => ({ type: 'rang' as const, count: context.count })) },
      },
    },
  },
});
type Counter = ActorRefFrom<typeof counter>;
const atRest: FlowSnapshot<typeof counter> = {
  context: { count: 0 },
  hasTag: (tag) => tag === 'counting',
  can: () => true,
};

/** The counter's starter behind a chunk that arrives when `arrive` is called. */
function heldCounter() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const starter = flowStarter(() => arrived.then(() => () => counter));
  return { Start: starter.Start, arrive: () => act(async () => arrive()) };
}

function Count({ flow }: { flow: LazyFlow<Counter> }) {
  const count = useFlowSelector(flow, atRest, (s) => s.context.count);
  const counting = useFlowSelector(flow, atRest, (s) => s.hasTag('counting'));
  return <output aria-label="count">{`${count} ${counting ? 'counting' : ''}`}</output>;
}

function Rings({ flow }: { flow: LazyFlow<Counter> }) {
  const [rings, setRings] = useState<number[]>([]);
  useFlowEmitted(flow, 'rang', ({ count }) => setRings((heard) => [...heard, count]));
  return <output aria-label="rings">{rings.join(',')}</output>;
}

function Page({
  flow,
  Start,
  rings = true,
}: {
  flow: LazyFlow<Counter>;
  Start: ReturnType<typeof heldCounter>['Start'];
  rings?: boolean;
}) {
  const wanted = useFlowWanted(flow);
  return (
    <>
      <Count flow={flow} />
      {rings && <Rings flow={flow} />}
      <p>{wanted ? 'wanted' : 'at rest'}</p>
      <Start flow={flow} deps={undefined} />
    </>
  );
}

const output = (name: string) => screen.getByRole('status', { name });

describe('a lazy flow', () => {
  it('starts nothing until used, then delivers what was sent meanwhile in order, and what it emits to its listeners', async () => {
    const { Start, arrive } = heldCounter();
    const flow = lazyFlow<Counter>();
    render(<Page flow={flow} Start={Start} />);
    expect(screen.getByText('at rest')).toBeInTheDocument();
    expect(output('count')).toHaveTextContent('0 counting');

    act(() => {
      flow.send({ type: 'ADD' });
      flow.send({ type: 'ADD' });
      flow.send({ type: 'RING' });
    });
    expect(screen.getByText('wanted')).toBeInTheDocument();
    expect(flow.current()).toBeNull();
    expect(output('count')).toHaveTextContent('0 counting');

    await arrive();
    await waitFor(() => expect(flow.current()).not.toBeNull());
    expect(output('count')).toHaveTextContent('2 counting');
    expect(output('rings')).toHaveTextContent('2');
    act(() => flow.send({ type: 'RING' }));
    expect(output('rings')).toHaveTextContent('2,2');
  });

  it('holds what it emitted before anyone listened for the first listener of its type', async () => {
    const { Start, arrive } = heldCounter();
    const flow = lazyFlow<Counter>();
    const view = render(<Page flow={flow} Start={Start} rings={false} />);
    act(() => flow.send({ type: 'RING' }));
    await arrive();
    await waitFor(() => expect(flow.current()).not.toBeNull());

    view.rerender(<Page flow={flow} Start={Start} />);
    expect(output('rings')).toHaveTextContent('0');
    act(() => flow.send({ type: 'ADD' }));
    act(() => flow.send({ type: 'RING' }));
    expect(output('rings')).toHaveTextContent('0,1');
  });

  it('prepare starts the actor without an event; unmounting hands it back', async () => {
    const { Start, arrive } = heldCounter();
    const flow = lazyFlow<Counter>();
    const view = render(<Page flow={flow} Start={Start} />);
    act(() => flow.prepare());
    await arrive();
    await waitFor(() => expect(flow.current()?.getSnapshot().context.count).toBe(0));
    view.unmount();
    expect(flow.current()).toBeNull();
  });
});

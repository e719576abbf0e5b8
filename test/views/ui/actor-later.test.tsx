// An actor started on first use (src/ui/actor-later.tsx): nothing mounts until something is sent or prepared; events
// sent before the actor is there reach it in order once it is; an actor that stops is handed back.
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { actorLater, useActorWanted, useAttachActor, type ActorLater } from '../../../src/ui/actor-later.tsx';

type Event = { type: 'A' } | { type: 'B' };
interface FakeActor {
  send: (event: Event) => void;
}

function Live({ later, received }: { later: ActorLater<FakeActor>; received: Event[] }) {
  const [actor] = useState<FakeActor>(() => ({ send: (event) => received.push(event) }));
  useAttachActor(later, actor);
  return <p>live</p>;
}

function Host({ later, received }: { later: ActorLater<FakeActor>; received: Event[] }) {
  return useActorWanted(later) ? <Live later={later} received={received} /> : null;
}

describe('actorLater', () => {
  it('mounts nothing until used, then delivers the events sent meanwhile in order, and later ones at once', () => {
    const later = actorLater<FakeActor>();
    const received: Event[] = [];
    const view = render(<Host later={later} received={received} />);
    expect(view.container.textContent).toBe('');
    expect(later.current()).toBeNull();
    act(() => {
      later.send({ type: 'A' });
      later.send({ type: 'B' });
    });
    expect(view.container.textContent).toBe('live');
    expect(received).toEqual([{ type: 'A' }, { type: 'B' }]);
    later.send({ type: 'A' });
    expect(received).toHaveLength(3);
  });

  it('prepare mounts the actor without an event; unmounting hands it back', () => {
    const later = actorLater<FakeActor>();
    const received: Event[] = [];
    const listener = vi.fn();
    later.subscribe(listener);
    const view = render(<Host later={later} received={received} />);
    act(() => later.prepare());
    expect(listener).toHaveBeenCalled();
    expect(later.current()).not.toBeNull();
    expect(received).toEqual([]);
    view.unmount();
    expect(later.current()).toBeNull();
  });
});

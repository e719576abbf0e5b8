// The live actors of the running app, for the /flows viewer. The app's inspection hook
// (src/app/inspection/inspect.ts) feeds `publishActors()` when `?flows` is on: each root machine actor's snapshot
// is posted on a BroadcastChannel, so a /flows tab (or the same tab) highlights the current states while the app
// is used in another tab. A viewer that opens late says hello and every publisher answers with what it has.
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';

const CHANNEL = 'sixam-flows';

export interface LiveActor {
  /** Unique per tab and actor. */
  key: string;
  machine: string;
  /** Ids of the active state nodes (`location.map.confirmed`, its parents…). */
  active: string[];
  status: string;
  /** When the snapshot was taken (ms since the epoch). */
  at: number;
}

type Message = { type: 'hello' } | { type: 'actor'; actor: LiveActor };

interface InspectedRef {
  sessionId: string;
  _parent?: unknown;
  logic?: { id?: string; root?: unknown };
}

/** Starts publishing; returns the inspection listener. */
export function publishActors(): (event: InspectionEvent) => void {
  const channel = new BroadcastChannel(CHANNEL);
  const tab = Math.random().toString(36).slice(2, 10);
  const latest = new Map<string, LiveActor>();
  channel.onmessage = (message: MessageEvent<Message>) => {
    if (message.data?.type === 'hello')
      for (const actor of latest.values()) channel.postMessage({ type: 'actor', actor });
  };
  return (event) => {
    if (event.type !== '@xstate.snapshot') return;
    const ref = event.actorRef as unknown as InspectedRef;
    if (ref._parent || !ref.logic?.root || !ref.logic.id) return; // root machine actors only
    const snapshot = event.snapshot as AnyMachineSnapshot;
    const actor: LiveActor = {
      key: `${tab}:${ref.sessionId}`,
      machine: ref.logic.id,
      active: snapshot._nodes.map((node) => node.id),
      status: snapshot.status,
      at: Date.now(),
    };
    latest.set(actor.key, actor);
    channel.postMessage({ type: 'actor', actor } satisfies Message);
  };
}

/** Listens to every publisher (other tabs and this one); calls `onChange` with the actors by key. */
export function subscribeLiveActors(onChange: (actors: LiveActor[]) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  const actors = new Map<string, LiveActor>();
  channel.onmessage = (message: MessageEvent<Message>) => {
    if (message.data?.type !== 'actor') return;
    actors.set(message.data.actor.key, message.data.actor);
    onChange([...actors.values()]);
  };
  channel.postMessage({ type: 'hello' } satisfies Message);
  return () => channel.close();
}

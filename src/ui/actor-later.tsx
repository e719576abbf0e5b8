import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { deferredPart } from './deferred-part.tsx';

/** What an `ActorLater` needs of the actor it stands for (an XState actor has both). */
interface Sendable {
  send(event: never): void;
}

type EventOf<A extends Sendable> = Parameters<A['send']>[0];

/**
 * An actor of a flow that most visits never use (the shell's language change and logout), started on first use: its
 * machine, its views and XState are a chunk of their own, off the first load (docs/architecture.md "The first load").
 * Controls `send` to it as to the actor itself: the first event asks for the actor, and every event sent before it is
 * there is delivered, in order, as soon as it is. `prepare` asks for it without an event (the pointer over a control
 * that leads to it). Until then the views render what the machine's initial state shows: nothing (a closed dialog).
 *
 * The actor itself is created by a component of the lazy chunk (`actorComponent`: with @xstate/react, so it is
 * inspected like every other actor), which its host mounts once wanted (`WhenWanted`) and which hands it over with
 * `useAttachActor`.
 */
export interface ActorLater<A extends Sendable> {
  send(event: EventOf<A>): void;
  prepare(): void;
  /** The actor once its component has started it, else null. */
  current(): A | null;
  wanted(): boolean;
  subscribe(listener: () => void): () => void;
  attach(actor: A): void;
  detach(actor: A): void;
}

export function actorLater<A extends Sendable>(): ActorLater<A> {
  let actor: A | null = null;
  let wanted = false;
  let queue: EventOf<A>[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const later: ActorLater<A> = {
    send(event) {
      if (actor) actor.send(event as never);
      else {
        queue.push(event);
        later.prepare();
      }
    },
    prepare() {
      if (wanted) return;
      wanted = true;
      notify();
    },
    current: () => actor,
    wanted: () => wanted,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(started) {
      actor = started;
      const waiting = queue;
      queue = [];
      waiting.forEach((event) => started.send(event as never));
      notify();
    },
    detach(stopped) {
      if (actor === stopped) actor = null;
    },
  };
  return later;
}

/** Whether the host should mount the actor's component (something was sent or prepared); false on the server. */
export function useActorWanted<A extends Sendable>(later: ActorLater<A>): boolean {
  return useSyncExternalStore(later.subscribe, later.wanted, () => false);
}

/** Mounts `children` (the actor's component: `actorComponent`) from the flow's first use on. */
export function WhenWanted<A extends Sendable>({ later, children }: { later: ActorLater<A>; children: ReactNode }) {
  return useActorWanted(later) ? children : null;
}

/**
 * The component that starts a flow's actor, from a chunk of its own: nothing until the chunk is in, then the
 * component (at once wherever it mounts later, and after `preload`); a chunk that fails to load reaches the route's
 * error boundary. (A deferred part whose placeholder is nothing: src/ui/deferred-part.tsx.)
 */
export function actorComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { Part, preload } = deferredPart(load, () => null);
  return { Component: Part, preload };
}

/** In the actor's component: hands its started actor to `later` (and takes it back when it unmounts). */
export function useAttachActor<A extends Sendable>(later: ActorLater<A>, actor: A) {
  useEffect(() => {
    later.attach(actor);
    return () => later.detach(actor);
  }, [later, actor]);
}

/** The actor once its component has started it, else null (so on the server and while hydrating). */
export function useStartedActor<A extends Sendable>(later: ActorLater<A>): A | null {
  return useSyncExternalStore(later.subscribe, later.current, () => null);
}

/** What `useLaterSelector` reads of a started actor (an XState actor has both). */
interface Observable<S> {
  getSnapshot(): S;
  subscribe(listener: () => void): { unsubscribe(): void };
}

/**
 * A view's reading of a flow that starts later: the started actor's snapshot, and until then `atRest`, the machine's
 * initial state as the views read it (its tags and context; a test checks it against the machine's own), which is
 * also what the server renders and the hydration draws. As with @xstate/react's useSelector, `selector` picks a value
 * that stays the same while the snapshot does (a tag, a context field).
 */
export function useLaterSelector<A extends Sendable & Observable<S>, S, T>(
  later: ActorLater<A>,
  atRest: S,
  selector: (snapshot: S) => T,
): T {
  const actor = useStartedActor(later);
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(notify);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => selector(actor ? actor.getSnapshot() : atRest),
    () => selector(atRest),
  );
}

/** A context that hands an `ActorLater` to the controls below its provider; `name` words the error outside of it. */
export function actorLaterContext<A extends Sendable>(name: string) {
  const Context = createContext<ActorLater<A> | null>(null);
  return {
    Provider: Context.Provider,
    useFlow(): ActorLater<A> {
      const later = useContext(Context);
      if (!later) throw new Error(`${name} is used outside of its provider (ShellFlows)`);
      return later;
    },
  };
}

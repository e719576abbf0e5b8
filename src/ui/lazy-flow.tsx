import { createContext, useCallback, useContext, useState, useSyncExternalStore, type ComponentType } from 'react';
import type {
  ActorOptions,
  ActorRef,
  ActorRefFrom,
  AnyActorLogic,
  AnyActorRef,
  EventFrom,
  EventObject,
  Subscription,
} from 'xstate';
import { deferredPart } from './deferred-part.tsx';

export type EmittedOf<A extends AnyActorRef> =
  A extends ActorRef<infer _S, infer _E, infer E extends EventObject> ? E : never;
/** A listener of the events of type `T` the actor emits (typed as XState's `actor.on`). */
export type EmittedHandler<A extends AnyActorRef, T extends string> = (event: EmittedOf<A> & { type: T }) => void;

/**
 * A flow whose statechart starts on intent (docs/architecture.md "The first load"): its machine, its bindings and
 * XState are a chunk of their own, off the first load. The views hold the flow from the first render on and use it as
 * the actor itself:
 * - `send`: the first event asks for the actor; every event sent before it is there is delivered, in order, as soon as
 *   it is. `prepare` asks for it without an event (the pointer over a control that leads to it);
 * - `on` (`useFlowEmitted` of src/ui/use-flow-emitted.ts in a view): what the statechart emits (a toast, a reload).
 *   A listener may subscribe before the actor is there (it hears from the start) or after: an emitted event that
 *   nobody listens to yet is held for the first listener of its type;
 * - `useFlowSelector` reads the started actor's snapshot, and until then the machine's resting snapshot
 *   (machines/shared/resting/<flow>.ts, derived from the machine itself), which is also what the server renders.
 *
 * The actor itself is created in the lazy chunk (`flowStarter`: with @xstate/react, src/ui/flow-actor.tsx, so it is
 * inspected like every other actor), mounted once the flow is wanted.
 */
export interface LazyFlow<A extends AnyActorRef> {
  send(event: EventFrom<A>): void;
  prepare(): void;
  on<T extends EmittedOf<A>['type']>(type: T, handler: EmittedHandler<A, T>): () => void;
  /** The actor once it has started, else null. */
  current(): A | null;
  wanted(): boolean;
  subscribe(listener: () => void): () => void;
  attach(actor: A): void;
  detach(actor: A): void;
}

export function lazyFlow<A extends AnyActorRef>(): LazyFlow<A> {
  type Emitted = EmittedOf<A>;
  let actor: A | null = null;
  let emitted: Subscription | null = null;
  let wanted = false;
  let queue: EventFrom<A>[] = [];
  const listeners = new Set<() => void>();
  const handlers = new Map<string, Set<(event: Emitted) => void>>();
  /** Emitted events nobody listened to yet, in order. */
  let held: Emitted[] = [];
  const notify = () => listeners.forEach((listener) => listener());
  const hear = (event: Emitted) => {
    const forType = handlers.get(event.type);
    if (forType?.size) [...forType].forEach((handler) => handler(event));
    else held.push(event);
  };
  const flow: LazyFlow<A> = {
    send(event) {
      if (actor) actor.send(event);
      else {
        queue.push(event);
        flow.prepare();
      }
    },
    prepare() {
      if (wanted) return;
      wanted = true;
      notify();
    },
    on(type, handler) {
      const forType = handlers.get(type) ?? new Set();
      handlers.set(type, forType);
      const listener = handler as (event: Emitted) => void;
      forType.add(listener);
      const waiting = held.filter((event) => event.type === type);
      held = held.filter((event) => event.type !== type);
      waiting.forEach(listener);
      return () => void forType.delete(listener);
    },
    current: () => actor,
    wanted: () => wanted,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(started) {
      actor = started;
      // heard before the waiting events reach it: what they make it emit is not lost
      emitted = started.on('*', (event: Emitted) => hear(event));
      const waiting = queue;
      queue = [];
      waiting.forEach((event) => started.send(event));
      notify();
    },
    detach(stopped) {
      if (actor !== stopped) return;
      emitted?.unsubscribe();
      emitted = null;
      actor = null;
    },
  };
  return flow;
}

/** Whether the host should mount the actor's component (something was sent or prepared); false on the server. */
export function useFlowWanted<A extends AnyActorRef>(flow: LazyFlow<A>): boolean {
  return useSyncExternalStore(flow.subscribe, flow.wanted, () => false);
}

/**
 * The component that starts a flow's actor, from a chunk of its own: nothing until the chunk is in, then the
 * component (at once wherever it mounts later, and after `preload`); a chunk that fails to load reaches the route's
 * error boundary. (A deferred part whose placeholder is nothing: src/ui/deferred-part.tsx.)
 */
function actorComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { Part, preload } = deferredPart(load, () => null);
  return { Component: Part, preload };
}

/** What a flow's starter gets: the flow, what its bound machine is made from, and the actor's options. */
export interface StarterProps<D, L extends AnyActorLogic> {
  flow: LazyFlow<ActorRefFrom<L>>;
  deps: D;
  options?: ActorOptions<L>;
}

/** A flow's listeners that travel in its lazy chunk (with the texts they read), mounted with its actor. */
export type FlowSignals<D, L extends AnyActorLogic> = ComponentType<{ flow: LazyFlow<ActorRefFrom<L>>; deps: D }>;

const noSignals = () => null;

/**
 * The starter of a flow: `load` brings the flow's bound machine (a function of `deps`: the query client, a test's
 * overrides), with XState, as a chunk of its own; `Start` mounts nothing until the flow is wanted, then, once the
 * chunk is in, starts the actor (with `options`: its input, a test's clock) and hands it to the flow. `loadSignals`
 * brings listeners that belong in the chunk too (a toast whose texts the first load need not carry): they subscribe
 * as the actor starts and hear what it emitted meanwhile (`on` holds it). `preload` asks for the chunk ahead (a
 * story, a test that expects the flow at once).
 */
export function flowStarter<F extends (deps: never) => AnyActorLogic>(
  load: () => Promise<F>,
  loadSignals: () => Promise<FlowSignals<Parameters<F>[0], ReturnType<F>>> = () => Promise.resolve(noSignals),
) {
  type D = Parameters<F>[0];
  type L = ReturnType<F>;
  const { Component: Started, preload } = actorComponent(() =>
    Promise.all([load(), loadSignals(), import('./flow-actor.tsx')]).then(([create, Signals, { FlowActor }]) => {
      function StartedFlow({ flow, deps, options }: StarterProps<D, L>) {
        // F is a function of D returning L (its parameters and return type)
        const [logic] = useState(() => (create as unknown as (deps: D) => L)(deps));
        return (
          <>
            <FlowActor flow={flow} logic={logic} options={options} />
            <Signals flow={flow} deps={deps} />
          </>
        );
      }
      return StartedFlow;
    }),
  );
  function Start(props: StarterProps<D, L>) {
    return useFlowWanted(props.flow) ? <Started {...props} /> : null;
  }
  return { Start, preload };
}

/** The actor once it has started, else null (so on the server and while hydrating). */
export function useStartedActor<A extends AnyActorRef>(flow: LazyFlow<A>): A | null {
  return useSyncExternalStore(flow.subscribe, flow.current, () => null);
}

/**
 * A view's reading of a flow that starts on intent: the started actor's snapshot, and until then `resting`, the
 * machine's initial snapshot (machines/shared/at-rest.ts), which is also what the server renders and the hydration
 * draws. As with @xstate/react's useSelector, `selector` picks a value that stays the same while the snapshot does
 * (a tag, a context field).
 */
export function useFlowSelector<A extends AnyActorRef, S, T>(
  flow: LazyFlow<A>,
  resting: S,
  selector: (snapshot: S) => T,
): T {
  // One subscription to the flow and to its actor once started: the actor's arrival is a change like any other, so a
  // view whose value it leaves as it was (a card at rest) is not drawn again — a store's change is drawn at once, in
  // one task, for every view it reaches.
  const subscribe = useCallback(
    (notify: () => void) => {
      let actor: A | null = null;
      let subscription: Subscription | undefined;
      const follow = () => {
        if (flow.current() === actor) return;
        subscription?.unsubscribe();
        subscription = (actor = flow.current())?.subscribe(notify);
      };
      follow();
      const unsubscribe = flow.subscribe(() => {
        follow();
        notify();
      });
      return () => {
        unsubscribe();
        subscription?.unsubscribe();
      };
    },
    [flow],
  );
  // a started actor's snapshot answers everything its resting snapshot does (machines/shared/at-rest.ts)
  const read = (): S => (flow.current()?.getSnapshot() as S | undefined) ?? resting;
  return useSyncExternalStore(
    subscribe,
    () => selector(read()),
    () => selector(resting),
  );
}

/** A context that hands a `LazyFlow` to the controls below its provider; `name` words the error outside of it. */
export function lazyFlowContext<A extends AnyActorRef>(name: string) {
  const Context = createContext<LazyFlow<A> | null>(null);
  return {
    Provider: Context.Provider,
    useFlow(): LazyFlow<A> {
      const flow = useContext(Context);
      if (!flow) throw new Error(`${name} is used outside of its provider (ShellFlows)`);
      return flow;
    },
  };
}

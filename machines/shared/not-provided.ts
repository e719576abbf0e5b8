// Placeholder logic for an actor a machine declares by name and a feature binds with provide()
// (docs/architecture.md, "Machines"): unbound, it rejects, so a forgotten binding fails loudly and never
// silently succeeds. One definition for every machine.
import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/**
 * Promise logic that rejects with "<name> is not provided"; `O` is what the real actor resolves to, `I` its input
 * (by default any input, as with fromPromise).
 */
export const notProvided = <O, I = NonReducibleUnknown>(name: string) =>
  fromPromise<O, I>(() => Promise.reject(new Error(`${name} is not provided`)));

/** Callback logic that fails with "<name> is not provided" when started; `I` is its input. */
export const notProvidedCallback = <I = NonReducibleUnknown>(name: string) =>
  fromCallback<EventObject, I>(() => {
    throw new Error(`${name} is not provided`);
  });

// What the joining charts (a delivery man's, a store's) share in `setup({ actions })`:
// `...joiningActions<Context, Events>()`, the actions of the choices' loading and of the end — a failure kept (and
// told), or cleared, and the application sent.
import { assign, emit, type EventObject, type MachineContext } from 'xstate';
import { failWith, setError } from './failure.ts';

/** Told to the page once the application is sent, with the server's message (it waits for approval). */
export type RegisteredEvent = { type: 'registered'; message: string };

export const joiningActions = <C extends MachineContext & { error: unknown }, E extends EventObject>() => ({
  setError: setError<C, E>(),
  clearError: assign<C, E, undefined, E, never>(() => ({ error: null }) as Partial<C>),
  emitRegistered: emit<C, E, { message: string }, E, RegisteredEvent>((_, params) => ({
    type: 'registered',
    message: params.message,
  })),
  failWith: failWith<C, E>(),
});

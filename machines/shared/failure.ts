// How a machine handles a failed call (docs/architecture.md, "Machines"): one definition of the actions that keep
// the failure in the context and tell the view. A machine lists them in `setup({ actions })` as
// `failWith: failWith()` (typed by that machine's context and events; the explicit type arguments let them name no
// other action, actor, guard or delay), so its config stays literal and names them like any other action:
// `onError: { actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) } }`.
import { enqueueActions, type EventObject, type MachineContext } from 'xstate';

/** The text of a failed call: an Error's message (an ApiError carries the server's first message), a string as is. */
export const errorMessage = (error: unknown): string | null =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : null;

/** Told to the view when a call fails; the view shows the error (the server's message) as an error toast. */
export type FailedEvent = { type: 'failed'; error: unknown };

/** Told to the view when a call fails, with the message already taken from the error (null: none to show). */
export type ErrorEvent = { type: 'error'; message: string | null };

/** What the failure actions are given: the error an actor rejected with. */
export type FailureParams = { error: unknown };

/** Tells the view `failed` with the error (for a machine that does not keep it). */
export const emitFailed = <C extends MachineContext, E extends EventObject>() =>
  enqueueActions<C, E, FailureParams, E, never, never, never, never, FailedEvent>(
    ({ enqueue }, { error }: FailureParams) => {
      enqueue.emit({ type: 'failed', error });
    },
  );

/** Keeps the failure in `context.error` (the view reads its message) and tells the view `failed` with it. */
export const failWith = <C extends MachineContext & { error: unknown }, E extends EventObject>() =>
  enqueueActions<C, E, FailureParams, E, never, never, never, never, FailedEvent>(
    ({ enqueue }, { error }: FailureParams) => {
      enqueue.assign({ error } as Partial<C>);
      enqueue.emit({ type: 'failed', error });
    },
  );

/** Keeps the failure's message in `context.error` and tells the view `error` with it. */
export const failWithMessage = <C extends MachineContext & { error: string | null }, E extends EventObject>() =>
  enqueueActions<C, E, FailureParams, E, never, never, never, never, ErrorEvent>(
    ({ enqueue }, { error }: FailureParams) => {
      const message = errorMessage(error);
      enqueue.assign({ error: message } as Partial<C>);
      enqueue.emit({ type: 'error', message });
    },
  );

/** Keeps the failure in `context.error` without telling the view (it shows the error inline). */
export const setError = <C extends MachineContext & { error: unknown }, E extends EventObject>() =>
  enqueueActions<C, E, FailureParams, E, never, never, never, never, never>(({ enqueue }, { error }: FailureParams) => {
    enqueue.assign({ error } as Partial<C>);
  });

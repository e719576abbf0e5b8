// What the joining charts (a delivery man's, a store's) share. Their first steps: what the form offers to choose from
// (zones, vehicles, modules, business plans) loads, then the form's first step shows; a failure shows the server's
// message with Try again. A chart spreads `choicesLoading(…)` into its states and lists what they name: the actor
// `loadChoices`, the actions `setChoices` (given the choices loaded), `setError` and `clearError`. And the actions of
// the end, `...joiningActions<Context, Events>()` in `setup({ actions })`: a failure kept and told, or cleared, and
// the application sent.
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

export const choicesLoading = <const First extends string>(
  first: First,
  descriptions: { loading: string; failed: string },
) => ({
  loadingChoices: {
    description: descriptions.loading,
    tags: ['loading'] as const,
    invoke: {
      id: 'loadChoices',
      src: 'loadChoices',
      onDone: {
        target: first,
        actions: { type: 'setChoices', params: <Choices>({ event }: { event: { output: Choices } }) => event.output },
      },
      onError: {
        target: 'choicesFailed',
        actions: { type: 'setError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      },
    },
  } as const,
  choicesFailed: {
    description: descriptions.failed,
    tags: ['loadFailed'] as const,
    on: { RETRY: { target: 'loadingChoices', actions: 'clearError' } },
  } as const,
});

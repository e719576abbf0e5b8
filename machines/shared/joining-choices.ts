// The first steps of a joining form (a delivery man's, a store's): what the form offers to choose from (zones, vehicles,
// modules, business plans) loads, then the form's first step shows; a failure shows the server's message with Try
// again. A chart spreads `choicesLoading(…)` into its states and lists what they name: the actor `loadChoices`, the
// actions `setChoices` (given the choices loaded), `setError` and `clearError`.

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

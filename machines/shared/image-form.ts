// A form that sends images along and keeps all that was written when the server refuses it (an item review, a refund
// request): the parts of its chart the charts share. They name the actions and guard of image-attachments.ts
// (`addImages`, `removeImage`, `isHeldImage`), `failWith` (failure.ts) and the chart's own `clearError`, which the
// chart lists in `setup(…)`.

/** A form's image events while it is being written: files added, an image held removed. */
export const imageEdits = {
  ADD_IMAGES: { actions: 'addImages' },
  REMOVE_IMAGE: { guard: 'isHeldImage', actions: 'removeImage' },
} as const;

/** A change the form takes while it is written: the chart's action (one) that takes it, and the guard it needs. */
type FormEdit = { readonly guard?: string; readonly actions: string };

/** The same changes made to a refused form: each takes it back to the form (`editing`) and clears the refusal. */
const backToTheForm = <const Edits extends Record<string, FormEdit>>(edits: Edits) => {
  const back: Record<string, unknown> = {};
  for (const [event, edit] of Object.entries(edits))
    back[event] = { ...edit, target: 'editing', actions: [edit.actions, 'clearError'] };
  return back as {
    [E in keyof Edits]: Omit<Edits[E], 'actions'> & {
      readonly target: 'editing';
      readonly actions: readonly [Edits[E]['actions'], 'clearError'];
    };
  };
};

/**
 * The states of a form with images, spread into a chart's states beside its `idle` (the form closed, Close's target):
 * - `editing`: the form; the chart's own `edits` and the image events change it, Submit sends it once the guard
 *   `complete` holds;
 * - `submitting`: the actor `actor` sends it (its input from the context), the form disabled; once sent, the action
 *   `emit` tells the page the server's message and the chart goes to `done`; a refusal is kept and told (`failWith`);
 * - `failed`: the server's message shows and all that was written stays; Try again sends it again, a change (one of
 *   the `edits`, or the images) takes it back to the form and clears the refusal.
 */
export const imageFormStates = <
  const Edits extends Record<string, FormEdit>,
  const Complete extends string,
  const Actor extends string,
  const Emit extends string,
  const Done extends string,
  Context,
  Input,
>(form: {
  editing: { description: string; edits: Edits; complete: Complete };
  submitting: {
    description: string;
    actor: Actor;
    input: (args: { context: Context }) => Input;
    emit: Emit;
    done: Done;
  };
  failed: { description: string };
}) => ({
  editing: {
    description: form.editing.description,
    tags: ['open', 'editing'] as const,
    on: {
      ...form.editing.edits,
      ...imageEdits,
      SUBMIT: { guard: form.editing.complete, target: 'submitting' },
      CLOSE: 'idle',
    } as const,
  },
  submitting: {
    description: form.submitting.description,
    tags: ['open', 'busy'] as const,
    invoke: {
      id: form.submitting.actor,
      src: form.submitting.actor,
      input: form.submitting.input,
      onDone: {
        target: form.submitting.done,
        actions: {
          type: form.submitting.emit,
          params: ({ event }: { event: { output: string } }) => ({ message: event.output }),
        },
      },
      onError: {
        target: 'failed',
        actions: { type: 'failWith', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      },
    } as const,
  },
  failed: {
    description: form.failed.description,
    tags: ['open', 'failed'] as const,
    on: {
      RETRY: { target: 'submitting', actions: 'clearError' },
      ...backToTheForm(form.editing.edits),
      ADD_IMAGES: { target: 'editing', actions: ['addImages', 'clearError'] },
      REMOVE_IMAGE: { guard: 'isHeldImage', target: 'editing', actions: ['removeImage', 'clearError'] },
      CLOSE: 'idle',
    } as const,
  },
});

// A form that sends images along and keeps all that was written when the server refuses it (an item review, a refund
// request): the parts of its chart the charts share. They name the actions and guard of image-attachments.ts
// (`addImages`, `removeImage`, `isHeldImage`) and the chart's own `clearError`, which the chart lists in `setup(…)`.

/** A form's image events while it is being written: files added, an image held removed. */
export const imageEdits = {
  ADD_IMAGES: { actions: 'addImages' },
  REMOVE_IMAGE: { guard: 'isHeldImage', actions: 'removeImage' },
} as const;

/**
 * The state of a form with images that the server refused (a review, a refund request): its message shows and all
 * that was written stays; Try again sends it again (`submitting`), a change — the chart's own `edits`, or the images —
 * takes it back to the form (`editing`) and clears the refusal, Close closes it (`idle`). The chart lists
 * `clearError` among its actions.
 */
export const refusedImageForm = <const Edits extends object>(description: string, edits: Edits) => ({
  description,
  tags: ['open', 'failed'] as const,
  on: {
    RETRY: { target: 'submitting', actions: 'clearError' },
    ...edits,
    ADD_IMAGES: { target: 'editing', actions: ['addImages', 'clearError'] },
    REMOVE_IMAGE: { guard: 'isHeldImage', target: 'editing', actions: ['removeImage', 'clearError'] },
    CLOSE: 'idle',
  } as const,
});

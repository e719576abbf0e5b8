// The images a form sends along (a refund request's, a review's; docs/architecture.md, "Machines"): the actions that
// add the files the shared upload rule takes (domain/uploads.ts) and name why others were not, and remove one; the
// guard that a removal names an image held. A chart lists them in `setup(…)` (`...imageAttachmentActions<Context,
// Event>()`, `isHeldImage`), and its literal config names them like its own: `ADD_IMAGES: { actions: 'addImages' }`,
// `REMOVE_IMAGE: { guard: 'isHeldImage', actions: 'removeImage' }`; each reads the files or the index from its event.
import { assign, type EventObject, type MachineContext } from 'xstate';
import { acceptImages, type ImageProblem } from '../../domain/uploads.ts';
import { failWith } from './failure.ts';

export interface ImageAttachmentsContext extends MachineContext {
  images: Blob[];
  /** Why the last files added were not all taken (their format, size, or one too many), else null. */
  imageProblem: ImageProblem | null;
}

export type ImageAttachmentEvent =
  { type: 'ADD_IMAGES'; files: readonly Blob[] } | { type: 'REMOVE_IMAGE'; index: number };

/** Is this the image event of that type? (Narrows a chart's event to it, as `assertEvent` does for one chart.) */
const isImageEvent = <T extends ImageAttachmentEvent['type']>(
  event: EventObject,
  type: T,
): event is Extract<ImageAttachmentEvent, { type: T }> => event.type === type;

export const imageAttachmentActions = <C extends ImageAttachmentsContext, E extends EventObject>() => ({
  addImages: assign<C, E, undefined, E, never>(({ context, event }) => {
    if (!isImageEvent(event, 'ADD_IMAGES')) return {};
    const { accepted, problem } = acceptImages(context.images.length, event.files);
    return { images: [...context.images, ...accepted], imageProblem: problem } as Partial<C>;
  }),
  removeImage: assign<C, E, undefined, E, never>(({ context, event }) =>
    isImageEvent(event, 'REMOVE_IMAGE')
      ? ({ images: context.images.filter((_, i) => i !== event.index), imageProblem: null } as Partial<C>)
      : {},
  ),
});

/**
 * The actions of a form that sends images along and keeps all that was written when the server refuses it (a review,
 * a refund request): the image actions above, the refusal kept and told (`failWith`), and forgotten (`clearError`).
 */
export const imageFormActions = <C extends ImageAttachmentsContext & { error: unknown }, E extends EventObject>() => ({
  ...imageAttachmentActions<C, E>(),
  clearError: assign<C, E, undefined, E, never>(() => ({ error: null }) as Partial<C>),
  failWith: failWith<C, E>(),
});

/** A removal that names an image held. */
export const isHeldImage = ({ context, event }: { context: ImageAttachmentsContext; event: EventObject }) =>
  isImageEvent(event, 'REMOVE_IMAGE') &&
  Number.isInteger(event.index) &&
  event.index >= 0 &&
  event.index < context.images.length;

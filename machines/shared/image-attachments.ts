// The images a form sends along (a refund request's, a review's; docs/architecture.md, "Machines"): the actions that
// add the files the shared upload rule takes (domain/uploads.ts) and name why others were not, and remove one; the
// guard that a removal names an image held. A chart lists them in `setup(…)` (`...imageAttachmentActions<Context,
// Event>()`, `isHeldImage`) and passes each the event's files or index as typed params, so its literal config names
// them like its own.
import { assign, type EventObject, type MachineContext } from 'xstate';
import { acceptImages, type ImageProblem } from '../../domain/uploads.ts';

export interface ImageAttachmentsContext extends MachineContext {
  images: Blob[];
  /** Why the last files added were not all taken (their format, size, or one too many), else null. */
  imageProblem: ImageProblem | null;
}

export type ImageAttachmentEvent =
  { type: 'ADD_IMAGES'; files: readonly Blob[] } | { type: 'REMOVE_IMAGE'; index: number };

export const imageAttachmentActions = <C extends ImageAttachmentsContext, E extends EventObject>() => ({
  addImages: assign<C, E, { files: readonly Blob[] }, E, never>(({ context }, { files }) => {
    const { accepted, problem } = acceptImages(context.images.length, files);
    return { images: [...context.images, ...accepted], imageProblem: problem } as Partial<C>;
  }),
  removeImage: assign<C, E, { index: number }, E, never>(
    ({ context }, { index }) =>
      ({ images: context.images.filter((_, i) => i !== index), imageProblem: null }) as Partial<C>,
  ),
});

/** A removal that names an image held. */
export const isHeldImage = ({ context }: { context: ImageAttachmentsContext }, { index }: { index: number }) =>
  Number.isInteger(index) && index >= 0 && index < context.images.length;

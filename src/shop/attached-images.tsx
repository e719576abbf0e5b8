import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import type { ImageAttachmentEvent, ImageAttachmentsContext } from '../../machines/shared/image-attachments.ts';
import { ImageAttachments } from '../ui/image-attachments.tsx';

/** A running chart that keeps the images a form sends along (machines/shared/image-attachments.ts). */
export type ImageAttachmentsActor = Pick<
  ActorRef<Snapshot<unknown> & { context: ImageAttachmentsContext }, ImageAttachmentEvent>,
  'send' | 'subscribe' | 'getSnapshot'
>;

/**
 * The images a form sends along (a refund request's, a review's, a chat message's, a delivery man's identity images), bound to the form's chart: the
 * chart's images and why the last files were not all taken; choosing files sends `ADD_IMAGES`, Remove `REMOVE_IMAGE`.
 */
export function AttachedImages({
  actor,
  disabled,
  label,
}: {
  actor: ImageAttachmentsActor;
  disabled?: boolean;
  /** The picker's visible label; "Add images" when not given. */
  label?: string;
}) {
  const images = useSelector(actor, (s) => s.context.images);
  const problem = useSelector(actor, (s) => s.context.imageProblem);
  return (
    <ImageAttachments
      images={images}
      problem={problem}
      disabled={disabled}
      label={label}
      onAdd={(files) => actor.send({ type: 'ADD_IMAGES', files })}
      onRemove={(index) => actor.send({ type: 'REMOVE_IMAGE', index })}
    />
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { REVIEW_COMMENT_MAX } from '../../../machines/item-review.machine.ts';
import { AttachedImages } from '../../shop/attached-images.tsx';
import { ReviewFields } from '../../shop/review-fields.tsx';
import toast from '../../ui/toast.ts';
import { FormFields, SendDialog, useSendingState } from './after-order-form.tsx';
import { createItemReviewMachine, type ItemReviewDialogProps } from './item-review.context.ts';

/**
 * The review dialog of one item of a delivered order, or of its delivery man (the item-review statechart): each press of "Write a review"
 * (`asked` counts them) opens it; stars, a comment and up to 3 images; Submit sends it; a refusal shows the server's
 * message ('this store is not having any review plan.', already reviewed) and keeps the form; once sent, `onReviewed`.
 */
export function ItemReviewDialog({ orderId, itemId, name, asked, onReviewed, of = 'item' }: ItemReviewDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [machine] = useState(() => createItemReviewMachine(of));
  const actor = useActorRef(machine, { input: { orderId, itemId } });
  const sending = useSendingState(actor);
  const { busy } = sending;
  const { rating, comment } = useSelector(actor, (s) => s.context);

  useEffect(() => {
    const sub = actor.on('reviewed', ({ message }) => {
      toast.success(message || t('review.submitted'));
      // the item's rating and reviews changed
      void queryClient.invalidateQueries({ queryKey: ['items'] });
      onReviewed();
    });
    return () => sub.unsubscribe();
  }, [actor, queryClient, t, onReviewed]);

  return (
    <SendDialog
      actor={actor}
      state={sending}
      asked={asked}
      title={t(of === 'item' ? 'review.title' : 'review.titleDeliveryMan', { name })}
      label={t('review.submit')}
      busyLabel={t('review.sending')}
    >
      <FormFields disabled={busy}>
        <ReviewFields
          rating={rating}
          comment={comment}
          commentMax={REVIEW_COMMENT_MAX}
          disabled={busy}
          onRate={(stars) => actor.send({ type: 'RATE', rating: stars })}
          onComment={(text) => actor.send({ type: 'COMMENT', comment: text })}
        />
        <AttachedImages actor={actor} disabled={busy} />
      </FormFields>
    </SendDialog>
  );
}

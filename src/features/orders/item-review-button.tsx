import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { deferredPart } from '../../ui/deferred-part.tsx';
import type { ItemReviewDialogProps, ReviewOf } from './item-review.context.ts';

const dialog = deferredPart<ItemReviewDialogProps>(
  () => import('./item-review.tsx').then((m) => m.ItemReviewDialog),
  () => null,
);

/**
 * "Write a review" on an item of a delivered order. The form (its chart, the stars, the image picker) is its own
 * chunk, asked for when the button is hovered, focused or pressed; each press opens it; once the review is sent the
 * button gives way to "Reviewed". (Not React's `lazy` at its uses: the button itself is drawn at once, asks for the
 * chunk before the press, and keeps what `lazy` does not — each press's count, the review sent — for two pages.)
 */
export function ItemReview({
  orderId,
  itemId,
  name,
  of = 'item',
}: {
  orderId: number;
  itemId: number;
  name: string;
  /** A review of the order's delivery man (`itemId` is then theirs): "Rate the delivery man". */
  of?: ReviewOf;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(0);
  const [reviewed, setReviewed] = useState(false);
  const onReviewed = useCallback(() => setReviewed(true), []);
  const preload = () => void dialog.preload().catch(() => undefined);
  return (
    <>
      {reviewed ? (
        <span role="status">{t('orders.review.done')}</span>
      ) : (
        <Button
          $variant="secondary"
          $size="sm"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setAsked((n) => n + 1)}
          aria-label={of === 'item' ? t('orders.review.openFor', { name }) : undefined}
        >
          {of === 'item' ? t('orders.review.open') : t('orders.review.deliveryMan')}
        </Button>
      )}
      {asked > 0 && (
        <dialog.Part orderId={orderId} itemId={itemId} name={name} asked={asked} onReviewed={onReviewed} of={of} />
      )}
    </>
  );
}

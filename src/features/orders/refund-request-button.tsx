import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { deferredPart } from '../../ui/deferred-part.tsx';

const dialog = deferredPart<{ orderId: number; asked: number }>(
  () => import('./refund-request.tsx').then((m) => m.RefundDialog),
  () => null,
);

/**
 * "Request refund" on a delivered, paid order. The form (its chart, the reasons, the image picker) is its own chunk,
 * asked for when the button is hovered, focused or pressed; each press opens it (a press before the chunk is in
 * opens it when it arrives), so the order details page carries none of it in its first load. (Not React's `lazy` at
 * its use: the button is drawn at once and asks for the chunk before the press, which `lazy` does not.)
 */
export function RefundRequest({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(0);
  const preload = () => void dialog.preload().catch(() => undefined);
  return (
    <>
      <Button $variant="secondary" onPointerEnter={preload} onFocus={preload} onClick={() => setAsked((n) => n + 1)}>
        {t('orders.refund.open')}
      </Button>
      {asked > 0 && <dialog.Part orderId={orderId} asked={asked} />}
    </>
  );
}

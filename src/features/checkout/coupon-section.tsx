import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import toast from '../../ui/toast.ts';
import { applyCoupon, couponQueries, type Coupon } from '../../api/coupons.ts';
import { ApiError, isUnanswered } from '../../api/errors.ts';
import { meetsMinPurchase } from '../../../domain/pricing/coupon.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Panel } from '../../ui/panel.ts';

/**
 * Promo code (spec part 2 §5): the customer's coupons for the store and a code field; the server checks the code
 * (zone_wise / store_wise / expiry / limit, its messages as toasts; a failure without an answer, such as 6amMart's 407
 * for an expired coupon, a worded message); the item total must reach min_purchase.
 */
export function CouponSection({
  storeId,
  itemAmount,
  applied,
  onApply,
}: {
  storeId: number;
  /** Subtotal after the store discount: what min_purchase is compared with. */
  itemAmount: number;
  /** The coupon applied (its code shows with Remove). */
  applied: { code: string } | null;
  onApply: (coupon: Coupon | null) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useQuery(couponQueries.list(storeId));
  const apply = async (value: string) => {
    if (!value.trim()) return;
    setBusy(true);
    try {
      const coupon = await applyCoupon(value.trim(), storeId);
      if (!meetsMinPurchase(itemAmount, coupon)) toast.error(t('checkout.coupon.minPurchase'));
      else {
        onApply(coupon);
        toast.success(t('checkout.coupon.appliedToast'));
      }
    } catch (error) {
      // A refusal the server words (403 / 404 / 406) shows its message; a 6amMart back end answers an expired or
      // not-started coupon with 407, which fetch turns into a network error without a body: worded here instead.
      toast.error(error instanceof ApiError && !isUnanswered(error) ? error.message : t('checkout.coupon.unreachable'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel as="section" aria-labelledby="coupon-heading">
      <h2 id="coupon-heading">{t('checkout.coupon.heading')}</h2>
      {applied ? (
        <p>
          {t('checkout.coupon.applied', { code: applied.code })}{' '}
          <Button $variant="secondary" onClick={() => onApply(null)}>
            {t('checkout.coupon.remove')}
          </Button>
        </p>
      ) : (
        <>
          <TextField label={t('checkout.coupon.code')} value={code} onChange={(e) => setCode(e.target.value)} />
          <Button disabled={busy || !code.trim()} onClick={() => void apply(code)}>
            {t('checkout.coupon.apply')}
          </Button>
          {!!list.data?.length && (
            <ul aria-label={t('checkout.coupon.available')}>
              {list.data.map((c) => (
                <li key={c.id}>
                  <Button $variant="link" disabled={busy} onClick={() => void apply(c.code)}>
                    {c.code}
                  </Button>{' '}
                  {c.title}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}

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
import { Icon } from '../../ui/icon.tsx';
import { inlineRow, spreadWrap } from '../../ui/layout.ts';
import TicketCheck from 'lucide/dist/esm/icons/ticket-check.mjs';
import styled from 'styled-components';
import { AvailableCoupons } from './available-coupons.tsx';

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
  money,
}: {
  storeId: number;
  /** Subtotal after the store discount: what min_purchase is compared with. */
  itemAmount: number;
  /** The coupon applied (its code shows with Remove). */
  applied: { code: string } | null;
  onApply: (coupon: Coupon | null) => void;
  /** The config's money format (a coupon's amount off and minimum purchase). */
  money: (n: number) => string;
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
        <Applied>
          <AppliedCode>
            <Icon shape={TicketCheck} size={20} />
            {t('checkout.coupon.applied', { code: applied.code })}
          </AppliedCode>
          <Button $variant="secondary" $size="sm" onClick={() => onApply(null)}>
            {t('checkout.coupon.remove')}
          </Button>
        </Applied>
      ) : (
        <>
          <CodeRow
            onSubmit={(e) => {
              e.preventDefault();
              void apply(code);
            }}
          >
            <TextField
              label={t('checkout.coupon.code')}
              value={code}
              autoComplete="off"
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" disabled={busy || !code.trim()}>
              {t('checkout.coupon.apply')}
            </Button>
          </CodeRow>
          {!!list.data?.length && (
            <AvailableCoupons coupons={list.data} busy={busy} money={money} onApply={(c) => void apply(c)} />
          )}
        </>
      )}
    </Panel>
  );
}

/**
 * The code's field and Apply on one row at any width, Apply as tall as the input's box: the field's label spans the
 * row above them (the field's own box is laid out by this grid), Enter in the field applies the code as Apply does.
 */
const CodeRow = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${({ theme }) => theme.space(2)};
  row-gap: ${({ theme }) => theme.space(1)};
  & > div {
    display: contents;
  }
  & label {
    grid-column: 1 / -1;
  }
`;

const Applied = styled.div`
  ${spreadWrap(2)}
`;
const AppliedCode = styled.span`
  ${inlineRow(2)}
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

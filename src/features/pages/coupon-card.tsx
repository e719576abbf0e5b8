import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Coupon } from '../../api/coupons.ts';
import { formatDate } from '../../../domain/format.ts';
import { useCouponOffer } from '../../shop/coupon-offer.ts';
import { Button } from '../../ui/button.tsx';
import toast from '../../ui/toast.ts';
import { row } from '../../ui/layout.ts';

/** A day of a coupon's validity (`2026-01-01`), in the UI language. */
const day = (value: string, language: string) =>
  formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value, language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/**
 * One coupon: its title, the discount (percent with its cap, a flat amount, or free delivery), the minimum purchase,
 * the validity, the type (with the store's name for a store-wise coupon when known) and the code with a copy button.
 */
export function CouponCard({ coupon, money }: { coupon: Coupon; money: (value: number) => string }) {
  const { t, i18n } = useTranslation();
  const { discount, cap, minimum } = useCouponOffer(money)(coupon);
  const copy = () =>
    (navigator.clipboard?.writeText(coupon.code) ?? Promise.reject(new Error('no clipboard'))).then(
      () => toast.success(t('pages.coupons.copied')),
      () => toast.error(t('pages.coupons.copyFailed')),
    );
  const titleId = `coupon-${coupon.id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <Discount>
        <strong>{discount}</strong>
        {cap && <span>{cap}</span>}
      </Discount>
      <Body>
        <h2 id={titleId}>{coupon.title}</h2>
        <Chip>{t(`pages.coupons.type.${coupon.coupon_type}`)}</Chip>
        {coupon.coupon_type === 'store_wise' && coupon.store_name && (
          <Line>{t('pages.coupons.storeOnly', { store: coupon.store_name })}</Line>
        )}
        <Line>{minimum ?? t('offers.couponOffer.noMinimum')}</Line>
        <Line>
          {t('pages.coupons.validity', {
            start: day(coupon.start_date, i18n.language),
            end: day(coupon.expire_date, i18n.language),
          })}
        </Line>
        <CodeRow>
          <span>{t('pages.coupons.code')}:</span>
          <Code dir="ltr">{coupon.code}</Code>
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => void copy()}
            aria-label={t('pages.coupons.copy', { code: coupon.code })}
          >
            <span aria-hidden="true">⧉</span>
          </Button>
        </CodeRow>
      </Body>
    </Card>
  );
}

const Card = styled.li`
  display: grid;
  grid-template-columns: 120px 1fr;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  ${({ theme }) => theme.media.small} {
    grid-template-columns: 1fr;
  }
`;
const Discount = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-align: center;
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
const Body = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  justify-items: start;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
const Chip = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
const CodeRow = styled.div`
  ${row(2)}
  margin-block-start: ${({ theme }) => theme.space(1)};
`;
const Code = styled.code`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.05em;
  padding: 2px ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { Coupon } from '../../api/coupons.ts';
import { useCouponOffer } from '../../shop/coupon-offer.ts';
import { TileGrid } from '../../ui/basics.ts';
import { Button } from '../../ui/button.tsx';

/**
 * The customer's coupons for the store, as small cards: the code, what it gives (the discount and its cap) and the
 * minimum purchase when there is one, each with Apply (named "Apply <code>": the code is the card's own words).
 */
export function AvailableCoupons({
  coupons,
  busy,
  money,
  onApply,
}: {
  coupons: readonly Coupon[];
  busy: boolean;
  money: (n: number) => string;
  onApply: (code: string) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const offerOf = useCouponOffer(money);
  return (
    <Wrap>
      <h3 id="available-coupons">{t('checkout.coupon.available')}</h3>
      <TileGrid $min={theme.size.fieldMin} $gap={2} aria-labelledby="available-coupons">
        {coupons.map((c) => {
          const offer = offerOf(c);
          return (
            <Card key={c.id}>
              <Code dir="ltr">{c.code}</Code>
              <Offer>{offer.cap ? `${offer.discount} · ${offer.cap}` : offer.discount}</Offer>
              {offer.minimum && <Minimum>{offer.minimum}</Minimum>}
              <Button $variant="secondary" $size="sm" disabled={busy} onClick={() => onApply(c.code)}>
                {t('checkout.coupon.apply')}
                <span className="visually-hidden"> {c.code}</span>
              </Button>
            </Card>
          );
        })}
      </TileGrid>
    </Wrap>
  );
}

const Wrap = styled.div`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** A ticket: a dashed edge, the code on top, the Apply at the foot. */
const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => `${theme.size.hairline} dashed ${theme.color.primary}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  & > button {
    margin-block-start: auto;
  }
`;

const Code = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

const Offer = styled.span`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Minimum = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

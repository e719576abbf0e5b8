import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMoney } from '../../ui/use-money.ts';
import { Stack } from '../../ui/layout.ts';

/**
 * The free-delivery progress bar (spec part 1 §9 "Free delivery threshold"): 0–100 % of config free_delivery_over,
 * reading '<remaining> more for free delivery', or 'You have reduced delivery charge' once reached.
 */
export function FreeDeliveryBar({ subtotal, threshold }: { subtotal: number; threshold: number }) {
  const { t } = useTranslation();
  const money = useMoney(useQuery(configQueries.config()).data);
  const percent = Math.min(100, Math.round((subtotal / threshold) * 100));
  const reached = subtotal >= threshold;
  return (
    <Stack $gap={1}>
      <Track
        role="progressbar"
        aria-label={t('cart.drawer.freeDeliveryProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill style={{ inlineSize: `${percent}%` }} />
      </Track>
      <Text>
        {reached
          ? t('cart.drawer.reducedDeliveryCharge')
          : t('cart.drawer.moreForFreeDelivery', { amount: money(threshold - subtotal) })}
      </Text>
    </Stack>
  );
}

const Track = styled.div`
  block-size: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow: hidden;
`;

const Fill = styled.div`
  block-size: 100%;
  background: ${({ theme }) => theme.color.primary};
`;

const Text = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

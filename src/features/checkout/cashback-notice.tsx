import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { hasCashbackOffers } from '../../api/backend-generation.ts';
import { cashbackQuery } from '../../api/cashback.ts';
import { configQueries } from '../../api/config.ts';
import { useStoredModule, useStoredToken } from '../../session/hooks.ts';

/**
 * The cashback the order earns (GET cashback/getCashback with the order's total, signed in only, from a backend that
 * has cashback offers): one line under the summary when a running cashback offer reaches the amount, nothing otherwise.
 */
export function CashbackNotice({ total, money }: { total: number; money: (n: number) => string }) {
  const { t } = useTranslation();
  const signedIn = !!useStoredToken();
  const module = useStoredModule();
  const offers = hasCashbackOffers(useQuery(configQueries.config()).data);
  const cashback = useQuery({
    ...cashbackQuery(module?.id ?? 0, total),
    enabled: offers && signedIn && !!module && total > 0,
  }).data;
  if (!signedIn || !cashback || !(cashback.calculated_amount > 0)) return null;
  return <Notice role="status">{t('offers.cashback.earn', { amount: money(cashback.calculated_amount) })}</Notice>;
}

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
`;

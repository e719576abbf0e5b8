import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { useMoney } from '../../ui/use-money.ts';
import { formatDate } from '../../../domain/format.ts';

/** Money (the config's currency, side and decimals), dates in the UI language, and status words. */
export function useOrderFormat() {
  const { t, i18n } = useTranslation();
  const config = useQuery(configQueries.config()).data;
  const money = useMoney(config);
  const date = useCallback(
    (iso: string | null | undefined) =>
      iso ? formatDate(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '',
    [i18n.language],
  );
  const status = useCallback((s: string) => t(`orders.status.${s}`, { defaultValue: s.replace(/_/g, ' ') }), [t]);
  return { money, date, status, config };
}

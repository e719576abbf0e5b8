import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { useMoney } from '../../ui/use-money.ts';

/** Money (the config's currency, side and decimals), dates in the UI language, and status words. */
export function useOrderFormat() {
  const { t, i18n } = useTranslation();
  const config = useQuery(configQueries.config()).data;
  const money = useMoney(config);
  const date = useCallback(
    (iso: string | null | undefined) => {
      if (!iso) return '';
      const d = new Date(iso);
      if (Number.isNaN(d.getTime())) return iso;
      return new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-u-nu-latn' : 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(d);
    },
    [i18n.language],
  );
  const status = useCallback((s: string) => t(`orders.status.${s}`, { defaultValue: s.replace(/_/g, ' ') }), [t]);
  return { money, date, status, config };
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { abbreviateAmount, formatDate, formatLocale } from '../../../domain/format.ts';
import { useMoney } from '../../ui/use-money.ts';

/**
 * Money and dates on the wallet pages in the UI language: `money` in the configured currency format, `short` with
 * the spec's abbreviation (≥ 1e5 K, ≥ 1e6 M, ≥ 1e9 B; part 2 §9) for the balance card, `date` localised.
 */
export function useWalletFormat() {
  const { i18n } = useTranslation();
  const config = useQuery(configQueries.config()).data;
  const money = useMoney(config);
  const locale = formatLocale(i18n.language);
  const short = useCallback(
    (value: number) => {
      const amount = abbreviateAmount(value, config?.digit_after_decimal_point, locale);
      const symbol = config?.currency_symbol ?? '$';
      return config?.currency_symbol_direction === 'right' ? `${amount}${symbol}` : `${symbol}${amount}`;
    },
    [config, locale],
  );
  const language = i18n.language;
  const date = useCallback(
    (iso: string) => formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  return { config, money, short, date, locale };
}

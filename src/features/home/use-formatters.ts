import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQueries } from '../../api/config.ts';
import { formatMoney, formatRating, formatLocale } from '../../../domain/format.ts';

/** Money and rating formatters from the config (decimals, currency symbol and side) in the UI language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const config = useQuery(configQueries.formatting());
  return useMemo(() => {
    const decimals = config.data?.digit_after_decimal_point;
    const locale = formatLocale(i18n.language);
    return {
      money: (value: number) =>
        formatMoney(value, {
          symbol: config.data?.currency_symbol ?? '$',
          direction: config.data?.currency_symbol_direction ?? 'left',
          decimals,
          locale,
        }),
      rating: (value: number) => formatRating(value, decimals, locale),
      vegToggle: config.data?.toggle_veg_non_veg ?? false,
    };
  }, [config.data, i18n.language]);
}

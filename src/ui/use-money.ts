import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQueries } from '../api/config.ts';
import { formatMoney } from '../domain/format.ts';

/** Formats an amount with the config's currency symbol, side and decimals, in the UI language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const config = useQuery(configQueries.config());
  const data = config.data;
  return useCallback(
    (value: number) =>
      formatMoney(value, {
        symbol: data?.currency_symbol ?? '$',
        direction: data?.currency_symbol_direction ?? 'left',
        decimals: data?.digit_after_decimal_point,
        locale: i18n.language === 'ar' ? 'ar-u-nu-latn' : 'en',
      }),
    [data, i18n.language],
  );
}

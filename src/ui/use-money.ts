import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatLocale } from '../../domain/format.ts';

/** The config fields money is formatted with (currency symbol, its side, decimals). */
export interface MoneyConfig {
  currency_symbol?: string;
  currency_symbol_direction?: string;
  digit_after_decimal_point?: number;
}

/** Formats an amount with the config's currency symbol, side and decimals, in the UI language. */
export function useMoney(config: MoneyConfig | undefined) {
  const { i18n } = useTranslation();
  return useCallback(
    (value: number) =>
      formatMoney(value, {
        symbol: config?.currency_symbol ?? '$',
        direction: config?.currency_symbol_direction === 'right' ? 'right' : 'left',
        decimals: config?.digit_after_decimal_point,
        locale: formatLocale(i18n.language),
      }),
    [config, i18n.language],
  );
}

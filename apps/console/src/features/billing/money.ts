import { formatCurrency, formatLongDate, type Locale } from '@starcrew/i18n';
import { useIntl } from 'react-intl';

/** Amounts arrive in euro cents; shown in EUR the way the reader's language writes money (spec section 9). */
export function useMoney() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  return {
    money: (cents: number) => formatCurrency(cents / 100, locale),
    date: (iso: string) => formatLongDate(iso, locale),
  };
}

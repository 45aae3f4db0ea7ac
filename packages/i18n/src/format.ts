import type { Locale } from './locale.ts';

/** Amounts are in euros in both languages (spec section 9). */
export const CURRENCY = 'EUR';

const currencyFormats = new Map<Locale, Intl.NumberFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** Formats an amount in euros the way the locale writes money: `€29.00`, `29,00 €`. */
export function formatCurrency(amount: number, locale: Locale): string {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
    currencyFormats.set(locale, format);
  }
  return format.format(amount);
}

/** Formats a date with a long month, numeric day and year (spec section 9): `March 4, 2026`, `4 mars 2026`. */
export function formatLongDate(date: Date | string | number, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(date));
}

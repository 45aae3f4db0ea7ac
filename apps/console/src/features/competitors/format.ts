import type { IntlShape } from 'react-intl';

/** "+0.3" / "−12" in the locale, with a sign either way (0 has none). */
export const signed = (intl: IntlShape, value: number, fractionDigits = 0) =>
  intl.formatNumber(value, {
    signDisplay: 'exceptZero',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

export const formatRating = (intl: IntlShape, value: number | null | undefined) =>
  value == null ? '–' : intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** How the chart groups reviews. */
export type Granularity = 'months' | 'years';

/** One period's average: the period's first day as an ISO date (`2026-03-01`) and the value 0 to 5. */
export interface RatingPoint {
  date: string;
  value: number;
}

/** The period in words for labels and tooltips: "Mar 2026" / "mars 2026", or "2026". */
export function periodLabel(date: string, granularity: Granularity, locale: string, month: 'short' | 'long' = 'long') {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    granularity === 'years' ? { year: 'numeric', timeZone: 'UTC' } : { month, year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(day);
}

/** A short axis label: the month alone, with its year on January and on the first tick. */
export function tickLabel(date: string, index: number, granularity: Granularity, locale: string) {
  if (granularity === 'years') return periodLabel(date, granularity, locale);
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  const withYear = index === 0 || day.getUTCMonth() === 0;
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    ...(withYear && { year: '2-digit' }),
    timeZone: 'UTC',
  }).format(day);
}

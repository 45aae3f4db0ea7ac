import type { DashboardCompetitor, DashboardMonth } from '@starcrew/contract';

export type ChartPeriod = 'months' | 'years';

/** One bar and one point of the chart: a month or a year. */
export interface ChartBucket {
  /** `YYYY-MM` or `YYYY`. */
  key: string;
  year: number;
  /** Its first day, UTC (for the locale's month names). */
  date: Date;
  reviews: number;
  /** Rounded half up to 2 decimals, as the server rounds; null without a rating. */
  average: number | null;
}

const average = (sum: number, rated: number) =>
  rated === 0 ? null : Math.floor((200 * sum + rated) / (2 * rated)) / 100;

/**
 * The chart's buckets: the twelve months up to the last one with a review (months without a
 * review are there, empty), or every year from the first review's to the last's. It ends at
 * the data, not at today, so a picture of it does not change with the date. Years add up their
 * months' sums, never their averages. No month: no bucket.
 */
export function bucketsOf(months: DashboardMonth[], period: ChartPeriod): ChartBucket[] {
  const last = months.at(-1)?.month;
  if (!last) return [];
  const sums = new Map<string, { reviews: number; rated: number; sum: number }>();
  for (const month of months) {
    const key = period === 'years' ? month.month.slice(0, 4) : month.month;
    const total = sums.get(key) ?? { reviews: 0, rated: 0, sum: 0 };
    sums.set(key, {
      reviews: total.reviews + month.reviews,
      rated: total.rated + month.rated_reviews,
      sum: total.sum + month.rating_sum,
    });
  }
  const lastYear = Number(last.slice(0, 4));
  const lastMonth = Number(last.slice(5, 7)) - 1;
  const keys: Array<{ key: string; date: Date }> = [];
  if (period === 'years') {
    const first = Number(months[0]?.month.slice(0, 4) ?? lastYear);
    for (let year = first; year <= lastYear; year += 1)
      keys.push({ key: String(year), date: new Date(Date.UTC(year, 0, 1)) });
  } else {
    for (let back = 11; back >= 0; back -= 1) {
      const date = new Date(Date.UTC(lastYear, lastMonth - back, 1));
      keys.push({ key: date.toISOString().slice(0, 7), date });
    }
  }
  return keys.map(({ key, date }) => {
    const total = sums.get(key) ?? { reviews: 0, rated: 0, sum: 0 };
    return { key, year: date.getUTCFullYear(), date, reviews: total.reviews, average: average(total.sum, total.rated) };
  });
}

/** A competitor's line: its rating at each of the chart's buckets (null where no snapshot). */
export interface CompetitorLine {
  id: string;
  name: string;
  ratings: Array<number | null>;
}

/**
 * The competitors' lines over the same buckets: a month's figure is the month's (its last
 * snapshot, as the server picks it), a year's is its last month's (the year's last snapshot).
 */
export function competitorLinesOf(competitors: DashboardCompetitor[], buckets: ChartBucket[]): CompetitorLine[] {
  return competitors.map((competitor) => {
    const byKey = new Map<string, number>();
    // Oldest first: a later month of the same year overwrites an earlier one.
    for (const { month, average_rating } of competitor.months)
      byKey.set(buckets[0]?.key.length === 4 ? month.slice(0, 4) : month, average_rating);
    return { id: competitor.id, name: competitor.name, ratings: buckets.map((b) => byKey.get(b.key) ?? null) };
  });
}

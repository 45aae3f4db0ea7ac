import { describe, expect, it } from 'vitest';
import { bucketsOf, competitorLinesOf } from './ratingChart.data.ts';

const months = [
  { month: '2024-11', reviews: 4, rated_reviews: 4, rating_sum: 18 },
  { month: '2025-12', reviews: 2, rated_reviews: 1, rating_sum: 3 },
  { month: '2026-02', reviews: 3, rated_reviews: 3, rating_sum: 13 },
];

describe('bucketsOf', () => {
  it('should give the twelve months up to the last one with reviews, the empty ones included', () => {
    const buckets = bucketsOf(months, 'months');
    expect(buckets.map((b) => b.key)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(buckets.at(-1)).toMatchObject({ reviews: 3, average: 4.33 });
    expect(buckets.at(-2)).toMatchObject({ reviews: 0, average: null });
  });

  it('should add up years from their months’ sums, never their averages', () => {
    expect(bucketsOf(months, 'years').map(({ key, reviews, average }) => ({ key, reviews, average }))).toEqual([
      { key: '2024', reviews: 4, average: 4.5 },
      { key: '2025', reviews: 2, average: 3 },
      { key: '2026', reviews: 3, average: 4.33 },
    ]);
    expect(bucketsOf([], 'years')).toEqual([]);
  });
});

describe('competitorLinesOf', () => {
  const rival = {
    id: 'c1',
    name: 'Au Bon Pain',
    months: [
      { month: '2024-06', average_rating: 4.1 },
      { month: '2024-12', average_rating: 4.3 },
      { month: '2026-01', average_rating: 4.4 },
    ],
  };
  it("should put each month's figure on its month, none where no snapshot", () => {
    const [line] = competitorLinesOf([rival], bucketsOf(months, 'months'));
    expect(line?.ratings.slice(-2)).toEqual([4.4, null]);
    expect(line?.ratings.filter((r) => r !== null)).toEqual([4.4]);
  });
  it("should give a year its last month's figure", () => {
    const [line] = competitorLinesOf([rival], bucketsOf(months, 'years'));
    expect(line?.ratings).toEqual([4.3, null, 4.4]);
  });
});

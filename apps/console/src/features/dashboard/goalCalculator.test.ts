import { describe, expect, it } from 'vitest';
import { calculateGoal, REALISTIC_MAX_REVIEWS } from './goalCalculator.ts';

/** The average after `extra` 5-star reviews, as the dashboard would then show it. */
const after = (average: number, count: number, extra: number) => (average * count + 5 * extra) / (count + extra);

describe('calculateGoal', () => {
  it('should refuse a target outside 0 to 5, or no number at all', () => {
    for (const target of [-0.1, 5.01, 6, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(calculateGoal(target, { average: 4, count: 10 }), String(target)).toEqual({ kind: 'invalid' });
    }
  });

  it('should accept both ends of the range', () => {
    expect(calculateGoal(0, { average: 4, count: 10 })).toEqual({ kind: 'reached' });
    expect(calculateGoal(5, { average: 5, count: 10 })).toEqual({ kind: 'reached' });
  });

  it('should say the current score is already there when it is higher or equal', () => {
    expect(calculateGoal(4.5, { average: 4.62, count: 231 })).toEqual({ kind: 'reached' });
    expect(calculateGoal(4.6, { average: 4.6, count: 10 })).toEqual({ kind: 'reached' });
  });

  it('should count the extra 5-star reviews needed, the fewest that reach the target', () => {
    // (4 × 10 + 5n) / (10 + n) ≥ 4.5 ⇔ n ≥ 10.
    expect(calculateGoal(4.5, { average: 4, count: 10 })).toEqual({ kind: 'needed', reviews: 10 });
    // (3 × 3 + 5n) / (3 + n) ≥ 4 ⇔ n ≥ 3.
    expect(calculateGoal(4, { average: 3, count: 3 })).toEqual({ kind: 'needed', reviews: 3 });
    // A fraction of a review rounds up: 4.1 from 4.0 over 7 reviews needs 0.78 → 1.
    expect(calculateGoal(4.1, { average: 4, count: 7 })).toEqual({ kind: 'needed', reviews: 1 });
  });

  it('should not ask for one review too many when floating point overshoots an exact answer', () => {
    // (4.65 × 10 − 43) / (5 − 4.65) is exactly 10, but 10.00000000000001 in floating point.
    expect(calculateGoal(4.65, { average: 4.3, count: 10 })).toEqual({ kind: 'needed', reviews: 10 });
    // (4.62 × 100 + 5n) / (100 + n) ≥ 4.7 ⇔ n ≥ 26.67 → 27.
    expect(calculateGoal(4.7, { average: 4.62, count: 100 })).toEqual({ kind: 'needed', reviews: 27 });
  });

  it('should answer numbers that really reach the target, and one fewer that does not', () => {
    const cases: Array<[number, number, number]> = [
      [4.8, 4.31, 57],
      [4.2, 3.9, 12],
      [3.5, 1.5, 4],
      [4.95, 4.9, 40],
    ];
    for (const [target, average, count] of cases) {
      const result = calculateGoal(target, { average, count });
      if (result.kind !== 'needed') throw new Error(`expected a number of reviews for ${target}`);
      expect(after(average, count, result.reviews)).toBeGreaterThanOrEqual(target - 1e-9);
      expect(after(average, count, result.reviews - 1)).toBeLessThan(target);
    }
  });

  it('should call a target of 5 unrealistic once any review is below 5', () => {
    expect(calculateGoal(5, { average: 4.99, count: 100 })).toEqual({ kind: 'unrealistic' });
    expect(calculateGoal(5, { average: 1, count: 1 })).toEqual({ kind: 'unrealistic' });
  });

  it(`should call a target unrealistic past ${REALISTIC_MAX_REVIEWS} extra reviews, and not at it`, () => {
    // (4 × 100 + 5n) / (100 + n) ≥ 4.9 ⇔ n ≥ 900: realistic.
    expect(calculateGoal(4.9, { average: 4, count: 100 })).toEqual({ kind: 'needed', reviews: 900 });
    // 4.99 from 4 over 100 reviews needs 9,900.
    expect(calculateGoal(4.99, { average: 4, count: 100 })).toEqual({ kind: 'unrealistic' });
    // (4 × 250 + 5n) / (250 + n) ≥ 4.8 ⇔ n ≥ 1,000 exactly: still realistic; one review more in the base, not.
    expect(calculateGoal(4.8, { average: 4, count: 250 })).toEqual({ kind: 'needed', reviews: 1000 });
    expect(calculateGoal(4.8, { average: 4, count: 251 })).toEqual({ kind: 'unrealistic' });
  });

  it('should work from the exact sum of ratings when it is known, not the rounded average', () => {
    // 4,624 over 1,000 reviews shows as 4.62; to 4.7 takes ⌈(4,700 − 4,624) / 0.3⌉ = 254, not 267.
    expect(calculateGoal(4.7, { average: 4.62, count: 1000, sum: 4624 })).toEqual({ kind: 'needed', reviews: 254 });
    expect(calculateGoal(4.7, { average: 4.62, count: 1000 })).toEqual({ kind: 'needed', reviews: 267 });
  });

  it('should need one 5-star review for any target when there is no review yet', () => {
    expect(calculateGoal(4.5, { average: null, count: 0 })).toEqual({ kind: 'needed', reviews: 1 });
    expect(calculateGoal(5, { average: null, count: 0 })).toEqual({ kind: 'needed', reviews: 1 });
    expect(calculateGoal(0, { average: null, count: 0 })).toEqual({ kind: 'reached' });
  });
});

/** Spec sections 5 and 9: the target score is between 0 and 5. */
export const GOAL_MIN = 0;
export const GOAL_MAX = 5;

/**
 * Past this many extra 5-star reviews a target is "too high to be realistic" (spec section 5):
 * a thousand is about three 5-star reviews a day, every day, for a year.
 */
export const REALISTIC_MAX_REVIEWS = 1000;

/** What the calculator answers for a target (spec section 5's three results, and the invalid target). */
export type GoalResult =
  { kind: 'invalid' } | { kind: 'reached' } | { kind: 'needed'; reviews: number } | { kind: 'unrealistic' };

export interface CurrentScore {
  /** The average rating shown on the dashboard; null before the first review. */
  average: number | null;
  /** How many rated reviews that average is made of. */
  count: number;
  /** The exact sum of their ratings, when known; else it is taken as average × count. */
  sum?: number;
}

// Floating point: (4.6 × 10 − 46) must count as 0, not 7e-15, or one review too many is asked.
const EPSILON = 1e-9;

/**
 * How many extra 5-star reviews bring the average to `target`: the smallest n with
 * (sum + 5n) / (count + n) ≥ target, that is n ≥ (target × count − sum) / (5 − target).
 * A target of 5 is out of reach once any review is below 5; so is one needing more than
 * REALISTIC_MAX_REVIEWS. With no review yet, one 5-star review reaches any target.
 */
export function calculateGoal(target: number, current: CurrentScore): GoalResult {
  if (!Number.isFinite(target) || target < GOAL_MIN || target > GOAL_MAX) return { kind: 'invalid' };
  const count = current.average === null ? 0 : current.count;
  const sum = current.sum ?? (current.average ?? 0) * count;
  if (count > 0 && current.average !== null && current.average >= target - EPSILON) return { kind: 'reached' };
  if (count === 0) return target <= EPSILON ? { kind: 'reached' } : { kind: 'needed', reviews: 1 };
  if (target >= GOAL_MAX - EPSILON) return { kind: 'unrealistic' };
  const reviews = Math.max(1, Math.ceil((target * count - sum) / (GOAL_MAX - target) - EPSILON));
  return reviews > REALISTIC_MAX_REVIEWS ? { kind: 'unrealistic' } : { kind: 'needed', reviews };
}

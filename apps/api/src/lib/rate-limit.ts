import { errorMessageIds } from '@starcrew/contract';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimits } from '../db/schema/index.ts';
import { HttpError } from './http-errors.ts';

const PRUNE_EVERY = 500;

export interface Limit {
  /** Hits allowed in one window. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in the `rate_limits` table: one upsert per hit, atomic on both
 * engines, so every instance behind a load balancer counts the same hits.
 */
export function createRateLimiter(db: Db, now: () => Date, scale = 1) {
  let hitsSincePrune = 0;
  async function hit(key: string, limit: Limit): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const at = now();
    // Expired windows are dead rows: sweep them now and then rather than on every hit.
    hitsSincePrune += 1;
    if (hitsSincePrune >= PRUNE_EVERY) {
      hitsSincePrune = 0;
      await db.delete(rateLimits).where(lte(rateLimits.resetAt, at));
    }
    const resetAt = new Date(at.getTime() + limit.windowMs);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${at.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${at.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    const hits = row?.hits ?? 1;
    const retryAfterMs = Math.max(0, (row?.resetAt ?? resetAt).getTime() - at.getTime());
    return { allowed: hits <= Math.max(1, Math.round(limit.max * scale)), retryAfterMs };
  }

  return {
    hit,
    /** Counts a hit; past the limit, 429 with the wait in minutes (as the sign-in limit says it). */
    async enforce(key: string, limit: Limit): Promise<void> {
      const { allowed, retryAfterMs } = await hit(key, limit);
      if (allowed) return;
      const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
      throw new HttpError(429, { id: errorMessageIds.tooManyRequests, values: { minutes } });
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The limits of the account calls, per window. */
export const limits = {
  /** Failed or not: every sign-in attempt from one address (the per-email limit is in the auth service). */
  loginPerIp: { max: 100, windowMs: 15 * 60_000 },
  googlePerIp: { max: 60, windowMs: 15 * 60_000 },
  registerPerIp: { max: 30, windowMs: 60 * 60_000 },
  forgotPerEmail: { max: 5, windowMs: 60 * 60_000 },
  forgotPerIp: { max: 30, windowMs: 60 * 60_000 },
  resetPerIp: { max: 30, windowMs: 15 * 60_000 },
  verifyPerUser: { max: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

import { errorMessageIds } from '@starcrew/contract';
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
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
export interface Hit {
  key: string;
  allowed: boolean;
  retryAfterMs: number;
}

/**
 * Fixed-window counters in the `rate_limits` table: one upsert per check (however many
 * counters it moves), atomic on both engines, so every instance behind a load balancer
 * counts the same hits and concurrent requests cannot all read a count below the limit.
 */
export function createRateLimiter(db: Db, now: () => Date, scale = 1) {
  let hitsSincePrune = 0;

  /** Counts one hit on each key, in one statement, and says which keys are past their limit. */
  async function hitAll(entries: ReadonlyArray<{ key: string; limit: Limit; scaled?: boolean }>): Promise<Hit[]> {
    const at = now();
    // Expired windows are dead rows: sweep them now and then rather than on every hit.
    hitsSincePrune += 1;
    if (hitsSincePrune >= PRUNE_EVERY) {
      hitsSincePrune = 0;
      await db.delete(rateLimits).where(lte(rateLimits.resetAt, at));
    }
    const expired = sql`${rateLimits.resetAt} <= ${at.toISOString()}::timestamptz`;
    const rows = await db
      .insert(rateLimits)
      .values(entries.map(({ key, limit }) => ({ key, hits: 1, resetAt: new Date(at.getTime() + limit.windowMs) })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return entries.map(({ key, limit, scaled = true }) => {
      const row = byKey.get(key);
      const max = scaled ? Math.max(1, Math.round(limit.max * scale)) : limit.max;
      const resetAt = row?.resetAt.getTime() ?? at.getTime() + limit.windowMs;
      return { key, allowed: (row?.hits ?? 1) <= max, retryAfterMs: Math.max(0, resetAt - at.getTime()) };
    });
  }

  async function hit(key: string, limit: Limit): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const [result] = await hitAll([{ key, limit }]);
    return result ?? { allowed: true, retryAfterMs: 0 };
  }

  return {
    hit,
    hitAll,
    /** Counts a hit; past the limit, 429 with the wait in minutes (as the sign-in limit says it). */
    async enforce(key: string, limit: Limit): Promise<void> {
      const { allowed, retryAfterMs } = await hit(key, limit);
      if (!allowed) throw tooManyRequests(retryAfterMs);
    },
    /** Whether a key has a live window (a mark such as "signed in from here"), without counting a hit. */
    async isSet(key: string): Promise<boolean> {
      const [row] = await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now())))
        .limit(1);
      return row !== undefined;
    },
    /** Sets a mark that lives `windowMs` from now (renewed if present). */
    async mark(key: string, windowMs: number): Promise<void> {
      const resetAt = new Date(now().getTime() + windowMs);
      await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt })
        .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 1, resetAt } });
    },
    /** Forgets the counts of these keys and of every key starting with one of `prefixes`. */
    async clear(keys: string[], prefixes: string[] = []): Promise<void> {
      const conditions = [
        ...(keys.length > 0 ? [inArray(rateLimits.key, keys)] : []),
        ...prefixes.map((prefix) => sql`starts_with(${rateLimits.key}, ${prefix})`),
      ];
      if (conditions.length > 0) await db.delete(rateLimits).where(or(...conditions));
    },
  };
}

/** 429 with the wait in whole minutes, at least one. */
export function tooManyRequests(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(429, { id: errorMessageIds.tooManyRequests, values: { minutes } });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The limits of the account calls, per window. */
export const limits = {
  /** Failed or not: every sign-in attempt from one address, whatever the email. */
  loginPerIp: { max: 100, windowMs: 15 * 60_000 },
  /**
   * Sign-in attempts on one email from one address: the guessing limit (docs/security.md,
   * "Limits"). A success clears it. Not scaled by RATE_LIMIT_SCALE: it is per account.
   */
  loginPerPair: { max: 5, windowMs: 15 * 60_000 },
  /**
   * Sign-in attempts on one email from every address together (those past the per-address
   * limits only): caps a guesser with many addresses at NIST 800-63B's 100 consecutive
   * failures. Addresses the account signed in from (loginKnownAddressMs) are exempt, a
   * success or a password reset clears it. Not scaled.
   */
  loginPerEmail: { max: 100, windowMs: 24 * 60 * 60_000 },
  googlePerIp: { max: 60, windowMs: 15 * 60_000 },
  registerPerIp: { max: 30, windowMs: 60 * 60_000 },
  forgotPerEmail: { max: 5, windowMs: 60 * 60_000 },
  forgotPerIp: { max: 30, windowMs: 60 * 60_000 },
  resetPerIp: { max: 30, windowMs: 15 * 60_000 },
  verifyPerUser: { max: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/** How long an address an account signed in from stays exempt from that email's overall limit. */
export const loginKnownAddressMs = 30 * 24 * 60 * 60_000;

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for abuse limits (per IP, per email, per user). In the database,
 * not in memory, so several instances behind a load balancer share one count.
 * `key` is `<limit>:<subject>`, e.g. `forgot-password:ip:203.0.113.7`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/**
 * Failed sign-ins, for the limit of decisions.md (5 per email per 15 minutes). Kept in the
 * database, not in memory, so every instance behind a load balancer counts the same.
 * By email whether or not an account has it, so the limit tells nothing about accounts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_attempted_at_idx').on(t.email, t.attemptedAt)],
);

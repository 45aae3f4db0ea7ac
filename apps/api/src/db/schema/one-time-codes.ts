import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const oneTimeCodePurposes = ['email_verification'] as const;

/**
 * Codes sent by email (decisions.md: 6 digits, 10 minutes, 5 wrong tries). Only a hash is
 * kept; `purpose` lets later flows (a phone check, a login code) share the table.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: oneTimeCodePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Where the code was sent: a code is void once the user's email changes. */
    sentTo: text('sent_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_id_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('one_time_codes_purpose_check', sql`${t.purpose} in ('email_verification')`),
  ],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

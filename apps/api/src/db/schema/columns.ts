import { timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Columns every table shares. Ids are `gen_random_uuid()` (PostgreSQL 13+), not `uuidv7()`,
 * which PostgreSQL 15 lacks (toolchain.md).
 */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

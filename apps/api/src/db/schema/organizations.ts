import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** The tenant: every other table hangs off an organization, directly or through a user or location. */
export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  // Campaign status follows dates in the organization's zone (decisions.md).
  timezone: text('timezone').notNull().default('Europe/Paris'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type OrganizationRow = typeof organizations.$inferSelect;

import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { organizations } from './organizations.ts';
import { reviews } from './reviews.ts';
import { users } from './users.ts';

/**
 * Every manager correction of a review's attribution (issue 15 §3), never updated: who, when,
 * from which member (and how sure the attribution was) to which (null: no one).
 */
export const reviewAttributionChanges = pgTable(
  'review_attribution_changes',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    fromSellerId: uuid('from_seller_id').references(() => users.id, { onDelete: 'set null' }),
    fromAttribution: text('from_attribution'),
    toSellerId: uuid('to_seller_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('review_attribution_changes_review_idx').on(t.reviewId, t.createdAt)],
);

export type ReviewAttributionChangeRow = typeof reviewAttributionChanges.$inferSelect;

import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';

/**
 * An organization's reply templates (issue 14): a title and a body that may hold
 * `{first_name}` and `{business}`, filled in the reply composer for each review.
 */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reply_templates_organization_id_idx').on(t.organizationId)],
);

export type ReplyTemplateRow = typeof replyTemplates.$inferSelect;

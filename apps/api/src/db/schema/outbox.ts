import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/**
 * The embedded mail and SMS default (decisions.md): what would have been sent, shown at the
 * development page. Not tenant data: addressed by recipient, like a mail server's spool.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    template: text('template').notNull(),
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_created_at_idx').on(t.createdAt),
    index('outbox_messages_recipient_idx').on(sql`lower(${t.recipient})`, t.createdAt),
    check('outbox_messages_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

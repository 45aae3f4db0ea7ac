import { and, desc, eq, sql } from 'drizzle-orm';
import type { OutboxEntry, OutboxStore } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/database.ts';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema/index.ts';

function toEntry(row: OutboxMessageRow): OutboxEntry {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    ...(row.subject !== null ? { subject: row.subject } : {}),
    body_text: row.bodyText,
    ...(row.bodyHtml !== null ? { body_html: row.bodyHtml } : {}),
    template: row.template,
    locale: row.locale,
    created_at: row.createdAt,
  };
}

/** The outbox of the mail and SMS adapters, kept in the `outbox_messages` table. */
export function createDbOutboxStore(db: Db): OutboxStore & {
  listFor(options: { to?: string | undefined; limit: number }): Promise<OutboxEntry[]>;
} {
  return {
    async insert(entry) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: entry.channel,
          recipient: entry.to,
          subject: entry.subject ?? null,
          bodyText: entry.body_text,
          bodyHtml: entry.body_html ?? null,
          template: entry.template,
          locale: entry.locale,
          createdAt: entry.created_at,
        })
        .returning({ id: outboxMessages.id });
      if (!row) throw new Error('outbox insert returned no row');
      return { id: row.id };
    },

    async list({ limit, channel }) {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(channel ? eq(outboxMessages.channel, channel) : undefined)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
      return rows.map(toEntry);
    },

    /** Newest first, optionally for one recipient (case-insensitive). */
    async listFor({ to, limit }) {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(and(to ? sql`lower(${outboxMessages.recipient}) = ${to.trim().toLowerCase()}` : undefined))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
      return rows.map(toEntry);
    },
  };
}

export type DbOutboxStore = ReturnType<typeof createDbOutboxStore>;

import { randomUUID } from 'node:crypto';

/**
 * The embedded default for email and SMS: messages are stored instead of delivered, so a
 * developer can read them at the development page. The database-backed store implements
 * this same interface; the in-memory one serves tests and tools.
 */
export type OutboxChannel = 'email' | 'sms';

export interface OutboxInsert {
  channel: OutboxChannel;
  to: string;
  subject?: string;
  body_text: string;
  body_html?: string;
  template: string;
  /** Null for an SMS sent without a known language (free-form message templates). */
  locale: string | null;
  created_at: Date;
}

export interface OutboxEntry extends OutboxInsert {
  id: string;
}

export interface OutboxStore {
  insert(entry: OutboxInsert): Promise<{ id: string }>;
  /** Newest first. */
  list(options: { limit: number; channel?: OutboxChannel }): Promise<OutboxEntry[]>;
}

export function createInMemoryOutboxStore(): OutboxStore & { entries: OutboxEntry[] } {
  const entries: OutboxEntry[] = [];
  return {
    entries,
    async insert(entry) {
      const id = randomUUID();
      entries.push({ ...entry, id });
      return { id };
    },
    async list({ limit, channel }) {
      return entries
        .filter((e) => !channel || e.channel === channel)
        .slice()
        .reverse()
        .slice(0, limit);
    },
  };
}

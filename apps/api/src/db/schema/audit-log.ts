import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Who did what in an organization (decisions.md, "going beyond"). `action` is a
 * `<area>.<verb>` string (`auth.login`, `account.password_changed`); the subject is any
 * row, named by type and id, so later features log without a migration.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: uuid('subject_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  // Read newest first per organization; a plain ascending index serves ORDER BY … DESC (toolchain.md).
  (t) => [index('audit_log_organization_id_created_at_idx').on(t.organizationId, t.createdAt)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

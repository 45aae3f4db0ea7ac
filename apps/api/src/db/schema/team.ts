import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** How a seller's QR code looks (spec section 3); a seller without a row has the defaults. */
export const sellerQrSettings = pgTable('seller_qr_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  /** An upload URL (/api/uploads/… or the bucket's), as profile images. */
  logo: text('logo'),
  name: text('name'),
  updatedAt: updatedAt(),
});

/**
 * A manager's invitation (issue 13): single use, 7 days; a new one replaces the previous
 * (the row is deleted). The link carries the token, the table its SHA-256.
 */
export const managerInvitations = pgTable(
  'manager_invitations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('manager_invitations_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('manager_invitations_user_id_idx').on(t.userId)],
);

export type SellerQrSettingsRow = typeof sellerQrSettings.$inferSelect;
export type ManagerInvitationRow = typeof managerInvitations.$inferSelect;

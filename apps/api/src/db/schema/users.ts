import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BillingInfo } from '@starcrew/contract';
import { createdAt, id, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';

// Kept as text with a check rather than a pg enum: adding a role later is a new check, not
// an ALTER TYPE, on both engines.
export const userRoles = ['super_manager', 'manager', 'seller'] as const;
export const userStatuses = ['active', 'inactive'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: userRoles }).notNull(),
    /** Always stored lower-cased; the unique index on lower(email) also guards writes that forget. */
    email: text('email').notNull(),
    /** Null for an account created by Google sign-in that never chose a password. */
    passwordHash: text('password_hash'),
    /** The Google account (`sub` of its ID token) linked for Google sign-in. */
    googleSub: text('google_sub'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    image: text('image'),
    locale: text('locale', { enum: ['en', 'fr'] }),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isPasswordUpdated: boolean('is_password_updated').notNull().default(false),
    businessProfileToken: boolean('business_profile_token').notNull().default(false),
    /** Email for each new 1 or 2 star review of a location the user sees (managers and the owner; issue 14). */
    reviewAlerts: boolean('review_alerts').notNull().default(true),
    billingInfo: jsonb('billing_info').$type<BillingInfo>(),
    /**
     * A deleted seller stays as a row (sellers DECISIONS.md): their reviews and rewards keep
     * the name. The email is replaced so it can be used again, and the account cannot sign in.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    index('users_organization_id_idx').on(t.organizationId),
    check('users_role_check', sql`${t.role} in ('super_manager', 'manager', 'seller')`),
    check('users_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('users_locale_check', sql`${t.locale} is null or ${t.locale} in ('en', 'fr')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

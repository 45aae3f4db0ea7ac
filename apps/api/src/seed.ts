import { rolePermissions, type BillingInfo, type Role } from '@starcrew/contract';
import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { SANDBOX_LOCATIONS } from './adapters/google/sandbox/sandboxCatalog.ts';
import type { PasswordHasher } from './lib/passwords.ts';
import { seedDemoConnection } from './modules/businessProfile/businessProfile.seed.ts';
import { seedDemoBilling } from './modules/billing/billing.seed.ts';
import { seedDemoCampaigns } from './modules/campaigns/campaigns.seed.ts';
import { seedDemoReviews } from './modules/reviews/reviews.seed.ts';
import { MIGRATION_LOCK_KEY, type Db } from './db/database.ts';
import { locations, organizations, userLocations, users, type NewUserRow } from './db/schema/index.ts';

/*
 * The demo organization, seeded on an empty database. It sits beside app.ts and main.ts, where
 * the modules are composed, not in db/: the database layer knows no module. This file holds
 * the demo's own data (organization, people, first location); each module that has demo
 * content exports a seeding function (`<feature>.seed.ts`) that is composed here.
 */

export const DEMO_PASSWORD = 'Starcrew-demo-2026';
export const DEMO_OWNER_EMAIL = 'demo@starcrew.app';

/** A bakery group in Paris; the numbers are well-formed (SIRET, VAT key) but invented. */
export const demoBillingInfo: BillingInfo = {
  company_name: 'Maison Dorée SAS',
  contact_name: 'Camille Laurent',
  phone: '+33 1 42 68 53 10',
  email: 'compta@maison-doree.fr',
  billing_address: '18 rue des Martyrs, 75009 Paris, France',
  company_registration_number: '852 147 963 00018',
  vat_number: 'FR74852147963',
  marketing_consent: false,
  agreed_to_terms: true,
};

interface DemoUser {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
}

const demoUsers: DemoUser[] = [
  { role: 'super_manager', email: DEMO_OWNER_EMAIL, firstName: 'Camille', lastName: 'Laurent' },
  { role: 'manager', email: 'manager@starcrew.app', firstName: 'Hugo', lastName: 'Martin' },
  { role: 'seller', email: 'lea@starcrew.app', firstName: 'Léa', lastName: 'Bernard' },
  { role: 'seller', email: 'tom@starcrew.app', firstName: 'Tom', lastName: 'Petit' },
];

/** A public collection code (/reviews/{locationId}/{code}): 10 random url-safe characters. */
function collectionCode(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

export async function isEmptyDatabase(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organizations);
  return (row?.n ?? 0) === 0;
}

/**
 * Creates the demo organization so a fresh install can be tried at once. Runs only on an
 * empty database, in one transaction: a crash half-way leaves nothing to trip the next start.
 */
export async function seedDemo(
  db: Db,
  passwords: PasswordHasher,
  now: Date = new Date(),
  /** The server secret: with it, the demo organization is also connected to the sandbox business profile. */
  options: { secret?: string } = {},
): Promise<boolean> {
  if (!(await isEmptyDatabase(db))) return false;
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL: the first seeds, the others see data.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    if (!(await isEmptyDatabase(tx))) return false;
    const [org] = await tx
      .insert(organizations)
      .values({ name: 'Maison Dorée', timezone: 'Europe/Paris' })
      .returning({ id: organizations.id });
    if (!org) throw new Error('organization insert returned no row');
    const rows: NewUserRow[] = demoUsers.map((u) => ({
      organizationId: org.id,
      role: u.role,
      email: u.email,
      passwordHash,
      firstName: u.firstName,
      lastName: u.lastName,
      locale: 'fr',
      permissions: [...rolePermissions[u.role]],
      emailVerifiedAt: now,
      // Demo accounts skip the first-sign-in password change and the Google connection.
      isPasswordUpdated: true,
      businessProfileToken: true,
      billingInfo: u.role === 'super_manager' ? demoBillingInfo : null,
    }));
    const inserted = await tx
      .insert(users)
      .values(rows)
      .returning({ id: users.id, role: users.role, email: users.email });

    // The first location of the sandbox business profile, where the manager and both
    // sellers work, so location-scoped calls (a manager resetting a seller's password) work.
    const sandbox = SANDBOX_LOCATIONS[0];
    const [location] = await tx
      .insert(locations)
      .values({
        organizationId: org.id,
        googleLocationId: sandbox?.externalId ?? null,
        title: sandbox?.title ?? 'Maison Dorée – Paris Oberkampf',
        address: sandbox?.address.formatted ?? null,
        licenseStatus: 'active',
        // As the sandbox's import sets it: the review form's thank-you page offers this link.
        reviewUrl: sandbox ? `https://search.google.com/local/writereview?placeid=${sandbox.placeId}` : null,
        collectionCode: collectionCode(),
      })
      .returning({ id: locations.id });
    if (!location) throw new Error('location insert returned no row');
    await tx.insert(userLocations).values(
      inserted
        .filter((u) => u.role !== 'super_manager')
        .map((u) => ({
          userId: u.id,
          locationId: location.id,
          organizationId: org.id,
          collectionCode: u.role === 'seller' ? collectionCode() : null,
        })),
    );
    // Billing info and a paid plan, so the demo managers are subscribed (406 rule).
    const address = { line1: '18 rue des Martyrs', postalCode: '75009', city: 'Paris', country: 'FR' };
    await seedDemoBilling(tx, org.id, demoBillingInfo, address, 1, now);
    const lea = inserted.find((u) => u.email === 'lea@starcrew.app')?.id;
    await seedDemoReviews(tx, { organizationId: org.id, locationId: location.id, sellerId: lea }, now);
    const owner = inserted.find((u) => u.role === 'super_manager');
    if (owner) {
      const sellerIds = inserted.filter((u) => u.role === 'seller').map((u) => u.id);
      await seedDemoCampaigns(tx, {
        organizationId: org.id,
        ownerId: owner.id,
        locationId: location.id,
        sellerIds,
        now,
      });
    }
    if (options.secret && owner) {
      const demo = { organizationId: org.id, ownerId: owner.id, firstLocationId: location.id, secret: options.secret };
      await seedDemoConnection(tx, demo);
    }
    return true;
  });
}

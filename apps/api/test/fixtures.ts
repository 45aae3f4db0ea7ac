import { randomBytes } from 'node:crypto';
import { rolePermissions, type Role } from '@starcrew/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database.ts';
import { locations, organizations, subscriptions, userLocations, users, type UserRow } from '../src/db/schema/index.ts';
import { argon2Hasher } from '../src/lib/passwords.ts';

export const PASSWORD = 'Correct-horse-42';

/** A unique email, so tests never collide on the unique index. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

/**
 * An organization, subscribed by default (an active sandbox subscription row) so manager
 * calls pass the 406 SubscriptionException rule; `subscribed: false` for billing tests.
 */
export async function createOrganization(
  db: Db,
  name = 'Boulangerie Test',
  { subscribed = true }: { subscribed?: boolean } = {},
): Promise<string> {
  const [org] = await db.insert(organizations).values({ name }).returning({ id: organizations.id });
  if (!org) throw new Error('no organization');
  if (subscribed) {
    const start = new Date('2026-01-01T00:00:00Z');
    await db.insert(subscriptions).values({
      organizationId: org.id,
      provider: 'sandbox',
      providerSubscriptionId: `sub_fixture_${org.id}`,
      plan: 'network',
      interval: 'year',
      quantity: 1,
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: new Date('2099-01-01T00:00:00Z'),
    });
  }
  return org.id;
}

export async function createUser(
  db: Db,
  input: {
    organizationId?: string;
    role?: Role;
    email?: string;
    password?: string;
    status?: 'active' | 'inactive';
  } = {},
): Promise<UserRow> {
  const role = input.role ?? 'super_manager';
  const [user] = await db
    .insert(users)
    .values({
      organizationId: input.organizationId ?? (await createOrganization(db)),
      role,
      email: input.email ?? uniqueEmail(role),
      passwordHash: await argon2Hasher.hash(input.password ?? PASSWORD),
      firstName: 'Camille',
      lastName: 'Test',
      permissions: [...rolePermissions[role]],
      emailVerifiedAt: new Date('2026-01-05T09:00:00Z'),
      status: input.status ?? 'active',
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

/** A location of the organization, with these users tied to it. */
export async function createLocation(db: Db, organizationId: string, userIds: string[] = []): Promise<string> {
  const [location] = await db
    .insert(locations)
    .values({ organizationId, title: 'Boulangerie du Port', collectionCode: randomBytes(6).toString('hex') })
    .returning({ id: locations.id });
  if (!location) throw new Error('no location');
  if (userIds.length > 0) {
    await db
      .insert(userLocations)
      .values(userIds.map((userId) => ({ userId, locationId: location.id, organizationId })));
  }
  return location.id;
}

export interface Team {
  organizationId: string;
  owner: UserRow;
  manager: UserRow;
  seller: UserRow;
  /** A seller of the organization at no location of the manager. */
  otherSeller: UserRow;
}

/** An organization with its owner, a manager and a seller at one location, and a seller elsewhere. */
export async function createTeam(
  db: Db,
  name = 'Boulangerie Test',
  options: { subscribed?: boolean } = {},
): Promise<Team> {
  const organizationId = await createOrganization(db, name, options);
  const [owner, manager, seller, otherSeller] = await Promise.all([
    createUser(db, { organizationId, role: 'super_manager' }),
    createUser(db, { organizationId, role: 'manager' }),
    createUser(db, { organizationId, role: 'seller' }),
    createUser(db, { organizationId, role: 'seller' }),
  ]);
  await createLocation(db, organizationId, [manager.id, seller.id]);
  await createLocation(db, organizationId, [otherSeller.id]);
  return { organizationId, owner, manager, seller, otherSeller };
}

/** Signs in through the API and returns the access token. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { access_token: string } }).data.access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Runs what requests left to do after their answer: in-process work, then every due stored job,
 * again until neither has anything left (a job may start in-process work, which may send a job).
 */
export async function settle(app: FastifyInstance): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    await app.background.drain();
    const { completed, failed } = await app.jobs.drain();
    if (completed + failed === 0) return;
  }
  throw new Error('settle: still finding work after 20 rounds');
}

/** The outbox entries for an address, newest first (after the app's background work and jobs). */
export async function outboxFor(app: FastifyInstance, to: string) {
  await settle(app);
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox.json?to=${encodeURIComponent(to)}` });
  return (response.json() as { data: Array<{ template: string; subject: string | null; body_text: string }> }).data;
}

/** The 6-digit code of the latest verification email to an address. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const mail = (await outboxFor(app, to)).find((m) => m.template === 'verificationCode');
  const code = /\b(\d{6})\b/.exec(mail?.body_text ?? '')?.[1];
  if (!code) throw new Error(`no verification code for ${to}`);
  return code;
}

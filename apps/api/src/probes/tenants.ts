import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { subscriptions } from '../db/schema/index.ts';
import { seedCampaignsAndRewards } from '../modules/campaigns/campaigns.fixtures.ts';
import { addCompetitor } from '../modules/competitors/competitors.fixtures.ts';
import { bearer, createTeam, settle, signIn, type Team } from '../../test/fixtures.ts';
import { multipart, pngWithMetadata } from '../../test/images.ts';

/** Billing details of a company in France, as the console's modal sends them. */
export const companyDetails = {
  company_name: 'Boulangerie du Port SAS',
  contact_name: 'Camille Test',
  phone: '+33 1 23 45 67 89',
  email: 'compta@example.test',
  billing_address: '3 quai des Chartrons',
  postal_code: '33000',
  city: 'Bordeaux',
  country: 'FR',
  company_registration_number: '852 147 963 00018',
  vat_number: 'FR74852147963',
  marketing_consent: false,
  agreed_to_terms: true,
};

export type Role = 'owner' | 'manager' | 'seller';
export const ROLES: Role[] = ['owner', 'manager', 'seller'];

/** One organization with its three roles signed in, and the ids a foreign caller could aim at. */
export interface Tenant {
  name: string;
  team: Team;
  tokens: Record<Role, string>;
  /** Users of the organization, its own locations (one connected through the sandbox business profile). */
  userIds: string[];
  locationIds: string[];
  subscriptionIds: string[];
  /** A running and a closed campaign, a reward to distribute and a distributed one. */
  campaignIds: string[];
  rewardIds: string[];
  /** Its imported reviews, and a reply template. */
  reviewIds: string[];
  replyTemplateIds: string[];
  /** A competitor followed at its first location, with a day of history. */
  competitorIds: string[];
  /** A sandbox SetupIntent waiting for its card, and one waiting for its 3-D Secure step. */
  openSetupIntentId: string;
  authenticateSetupIntentId: string;
  /** A card the organization confirmed (a payment method id). */
  paymentMethodId: string;
  /** A fresh OAuth state its owner was handed for the business-profile connection. */
  connectState: string;
}

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One API call of a signed-in user, its answer read loosely (each probe checks the fields it needs). */
export async function call(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  return { status: response.statusCode, body: (response.body ? response.json() : {}) as Loose };
}

/**
 * An organization as a customer would have it: owner, manager and seller signed in, its
 * business profile connected through the sandbox provider with one location and its imported
 * reviews, billing details, a profile picture, and sandbox cards at each step of their set-up.
 */
export async function createTenant(app: FastifyInstance, db: Db, label: string): Promise<Tenant> {
  const name = `${label} ${randomBytes(3).toString('hex')}`;
  const team = await createTeam(db, name);
  const tokens = {
    owner: await signIn(app, team.owner.email),
    manager: await signIn(app, team.manager.email),
    seller: await signIn(app, team.seller.email),
  };
  const owner = tokens.owner;

  const authorize = await call(app, owner, 'POST', '/manager/business-profile/authorize');
  const state = new URL(authorize.body.data.url as string, 'http://x').searchParams.get('state') ?? '';
  expect(
    (await call(app, owner, 'POST', '/manager/business-profile/connect', { code: 'sandbox-owner', state })).status,
  ).toBe(200);
  const offered = await call(app, owner, 'GET', '/manager/business-profile/locations?per_page=1');
  const chosen = (offered.body.data.locations as Array<{ id: string }>).map((l) => l.id);
  expect((await call(app, owner, 'POST', '/manager/business-profile/locations', { location_ids: chosen })).status).toBe(
    200,
  );
  await settle(app);

  expect(
    (await call(app, owner, 'POST', '/manager/billing-info', { ...companyDetails, company_name: `${name} SAS` }))
      .status,
  ).toBe(200);
  const image = multipart('image', 'me.png', 'image/png', pngWithMetadata());
  await app.inject({
    method: 'POST',
    url: '/api/v1/update-image',
    headers: { ...bearer(owner), 'content-type': image.contentType },
    payload: image.payload,
  });

  const intent = async () =>
    (await call(app, owner, 'POST', '/manager/subscriptions/setup-intent')).body.data.setup_intent_id as string;
  const card = (setupIntentId: string, number: string) =>
    call(app, owner, 'POST', '/manager/payments/sandbox/card', {
      setup_intent_id: setupIntentId,
      number,
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
    });
  const openSetupIntentId = await intent();
  const authenticateSetupIntentId = await intent();
  // Stripe's 3-D Secure test card: the intent waits for its authentication step.
  expect((await card(authenticateSetupIntentId, '4000002760003184')).body.data.status).toBe('requires_action');
  const paymentMethodId = (await card(await intent(), '4242424242424242')).body.data.payment_method_id as string;

  const ids = async (table: string) =>
    (
      await query<{ id: string }>(
        db,
        sql`select id::text as id from ${sql.identifier(table)} where organization_id = ${team.organizationId}`,
      )
    ).map((r) => r.id);
  // Collection tools (issue 15): templates and a review request of its location, carrying its name.
  const [toolsLocation] = await ids('locations');
  await call(app, owner, 'POST', `/manager/tools/${toolsLocation}/templates`, {
    sms_body: `${name} {link}`,
    email_subject: name,
    email_body: `${name} {link}`,
  });
  await call(app, owner, 'POST', `/manager/tools/${toolsLocation}/requests`, {
    channel: 'email',
    first_name: name,
    email: 'customer@example.test',
  });
  return {
    name,
    team,
    tokens,
    userIds: await ids('users'),
    locationIds: await ids('locations'),
    ...(await seedCampaignsAndRewards(db, team)),
    reviewIds: (await ids('reviews')).slice(0, 3),
    competitorIds: [
      await addCompetitor(db, team.organizationId, (await ids('locations'))[0] ?? '', {
        name: `${name} rival`,
        history: [{ day: '2026-02-01', rating: 4.1, total: 90 }],
      }),
    ],
    replyTemplateIds: [
      (await call(app, owner, 'POST', '/manager/reply-templates', { title: `${name} thanks`, body: `Merci, ${name}` }))
        .body.data.id as string,
    ],
    subscriptionIds: (
      await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, team.organizationId))
    ).map((r) => r.id),
    openSetupIntentId,
    authenticateSetupIntentId,
    paymentMethodId,
    connectState:
      new URL(
        (await call(app, owner, 'POST', '/manager/business-profile/authorize')).body.data.url as string,
        'http://x',
      ).searchParams.get('state') ?? '',
  };
}

/** The rows of a raw query: both drivers answer `{ rows }`, which Drizzle's shared type leaves unknown. */
export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every table of the public schema and whether it has an organization_id column. */
async function tables(db: Db): Promise<Array<{ name: string; scoped: boolean }>> {
  const rows = await query<{ table_name: string; scoped: boolean }>(
    db,
    sql`
    select t.table_name, exists (
      select 1 from information_schema.columns c
      where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'organization_id'
    ) as scoped
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by t.table_name`,
  );
  return rows.map((r) => ({ name: r.table_name, scoped: r.scoped }));
}

/** Our ids (UUIDs) and the payment provider's (`cus_…`, `seti_…`, `pm_…`). */
const isId = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ||
  /^[a-z]{2,5}_[A-Za-z0-9_]{6,}$/.test(value);

/** Values that name one organization's things: ids, emails, names and other long strings. */
const identifying = (value: string) => isId(value) || /^[^@\s]+@[^@\s]+$/.test(value) || value.length >= 12;

function stringsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (identifying(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) stringsIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringsIn(item, into);
  }
}

/**
 * Everything stored about one organization: the rows of every table with its
 * organization_id, its own row, and the rows of the other tables (the sandbox payment
 * records, sessions…) that name one of those rows' ids. A new table is covered the day it lands.
 */
export async function snapshotOf(db: Db, organizationId: string): Promise<Map<string, string[]>> {
  const all = await tables(db);
  const snapshot = new Map<string, string[]>();
  const markers = new Set<string>([organizationId]);
  const rowsOf = async (statement: SQL) => (await query<{ row: string }>(db, statement)).map((r) => r.row).sort();
  for (const table of all.filter((t) => t.scoped)) {
    const rows = await rowsOf(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table.name)} t where organization_id = ${organizationId}`,
    );
    snapshot.set(table.name, rows);
    for (const row of rows) stringsIn(JSON.parse(row), markers);
  }
  snapshot.set(
    'organizations',
    await rowsOf(sql`select row_to_json(t)::text as row from organizations t where id = ${organizationId}`),
  );
  // Only ids lead to related rows: an email or a company name may be shared by two organizations.
  const ids = [...markers].filter((m) => isId(m));
  for (const table of all.filter((t) => !t.scoped && t.name !== 'organizations')) {
    const rows = await rowsOf(sql`select row_to_json(t)::text as row from ${sql.identifier(table.name)} t`);
    snapshot.set(
      table.name,
      rows.filter((row) => ids.some((id) => row.includes(id))),
    );
  }
  return snapshot;
}

/**
 * The values a response must not hold when asked by another organization: the identifying
 * strings of this organization's rows that the asking one does not share (both connect the
 * same sandbox business profile, so its catalogue's ids and titles are in both).
 */
export async function markersOf(db: Db, tenant: string, other: string): Promise<string[]> {
  const collect = async (organizationId: string) => {
    const found = new Set<string>();
    for (const rows of (await snapshotOf(db, organizationId)).values()) {
      for (const row of rows) stringsIn(JSON.parse(row), found);
    }
    return found;
  };
  const own = await collect(tenant);
  const theirs = await collect(other);
  // Timestamps and long shared words are not data of one organization.
  return [...own].filter((m) => !theirs.has(m) && !/^\d{4}-\d{2}-\d{2}T/.test(m));
}

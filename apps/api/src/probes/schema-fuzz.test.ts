import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations as locationsTable, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createTeam, signIn } from '../../test/fixtures.ts';
import { listRoutes, type ProbeRoute } from './routes.ts';
import { allPoisoned, body, encodeSegment, fitting, poisoned, rawBodies, urlValue } from './schema-arbitraries.ts';
import { call, companyDetails, createTenant, ROLES, type Role, type Tenant } from './tenants.ts';

/**
 * Schema fuzzing of every route the server serves: requests generated from each route's own
 * schema (path, query, body), wrong in every way a client can be, under every role and none.
 * No answer may be a 5xx. The seed is fixed, so CI runs the same requests each time;
 * FUZZ_RUNS (per route) and FUZZ_SEED explore further on demand.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

/** Routes that end the caller's session or organization go last, so the others keep a signed-in caller. */
const ENDING = ['POST /api/v1/logout', 'DELETE /api/v1/manager/subscriptions', 'POST /api/v1/manager/delete-account'];

let t: TestApp;
let routes: ProbeRoute[];
let tenant: Tenant;
/** The owner of a second organization, not subscribed yet: the billing calls that start a subscription reach further. */
let newcomer: { token: string; locationIds: string[]; paymentMethodId: string };
let sent = 0;

type Caller = Role | 'newcomer' | 'nobody';
const tokenOf = (who: Caller) =>
  who === 'nobody' ? undefined : who === 'newcomer' ? newcomer.token : tenant.tokens[who];
beforeAll(async () => {
  // Per-address limits scaled up: a 429 after five tries would stop the fuzzing at the door.
  t = await createTestApp({ rateLimitScale: 1_000 });
  routes = await listRoutes(t.app);
  tenant = await createTenant(t.app, t.database.db, 'Fuzzed');
  const team = await createTeam(t.database.db, 'Newcomer', { subscribed: false });
  const token = await signIn(t.app, team.owner.email);
  expect((await call(t.app, token, 'POST', '/manager/billing-info', companyDetails)).status).toBe(200);
  const intent = await call(t.app, token, 'POST', '/manager/subscriptions/setup-intent');
  const card = await call(t.app, token, 'POST', '/manager/payments/sandbox/card', {
    setup_intent_id: intent.body.data.setup_intent_id,
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2040,
    cvc: '123',
  });
  const locations = await t.database.db
    .select({ id: locationsTable.id })
    .from(locationsTable)
    .where(eq(locationsTable.organizationId, team.organizationId));
  newcomer = { token, locationIds: locations.map((l) => l.id), paymentMethodId: card.body.data.payment_method_id };
}, 120_000);
afterAll(async () => {
  console.info(`schema fuzz: ${sent} requests over ${routes.length} routes (seed ${SEED}, ${RUNS} runs a route)`);
  await t?.close();
});

/**
 * Puts the three callers back as they were after a route's runs (a fuzzed call may have changed
 * an email, which then waits for its verification, or a password), and signs in again a role
 * whose session a call ended: each route is fuzzed by callers who can reach it.
 */
async function restoreCallers(): Promise<void> {
  for (const role of ROLES) {
    const user = tenant.team[role === 'owner' ? 'owner' : role];
    await t.database.db
      .update(users)
      .set({
        email: user.email,
        emailVerifiedAt: user.emailVerifiedAt,
        passwordHash: user.passwordHash,
        status: 'active',
      })
      .where(eq(users.id, user.id));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(tenant.tokens[role]) });
    // After the last route (delete-account) there is no one left to sign in.
    if (me.statusCode === 401) tenant.tokens[role] = await signIn(t.app, user.email).catch(() => tenant.tokens[role]);
  }
}

/** A seed of each route's own, so routes do not all get the same sequence of choices. */
const seedOf = (key: string) => [...key].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, 0);

function requestOf(route: ProbeRoute, known: string[]) {
  const params = fc.record(Object.fromEntries(route.pathParams.map((name) => [name, urlValue({}, known)])));
  const query = fc.record(
    Object.fromEntries(Object.entries(route.query).map(([name, schema]) => [name, urlValue(schema, known)])),
    { requiredKeys: [] },
  );
  const payload =
    route.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 6, arbitrary: body(route.body, newcomerHints()).map((json) => JSON.stringify(json) ?? 'null') },
          { weight: 1, arbitrary: fc.constantFrom(...rawBodies) },
        );
  const who = fc.constantFrom<Caller>('owner', 'owner', 'manager', 'seller', 'newcomer', 'nobody');
  return fc.record({ params, query, payload, who });
}

/**
 * The owner's requests with ids that exist and every string holding a NUL or a lone surrogate:
 * the likeliest to pass validation and reach the database, tried on every route before the
 * random ones (a random run reaches them only now and then).
 */
/** The newcomer's own card and locations, for the calls that subscribe. */
const newcomerHints = () => ({
  payment_method_id: fc.constant(newcomer.paymentMethodId),
  location_ids: fc.constant(newcomer.locationIds),
});

function poisonedRequestOf(route: ProbeRoute, known: string[], who: Caller) {
  return fc.record({
    params: fc.record(Object.fromEntries(route.pathParams.map((name) => [name, fc.constantFrom(...known)]))),
    query: fc.record(
      Object.fromEntries(
        Object.entries(route.query).map(([name, schema]) => [name, poisoned(fitting(schema)).map(String)]),
      ),
    ),
    payload:
      route.method === 'GET'
        ? fc.constant(undefined)
        : allPoisoned(route.body ?? {}, who === 'newcomer' ? newcomerHints() : {}).map((json) => JSON.stringify(json)),
    who: fc.constant(who),
  });
}

describe('schema fuzzing', () => {
  it('should answer no generated request of any route with a 5xx', async () => {
    const known = [
      ...tenant.userIds,
      ...tenant.locationIds,
      ...tenant.subscriptionIds,
      tenant.openSetupIntentId,
      tenant.authenticateSetupIntentId,
    ];
    const ordered = [...routes].sort((x, y) => ENDING.indexOf(x.key) - ENDING.indexOf(y.key));
    const failures: string[] = [];
    for (const route of ordered) {
      const result = await fc.check(
        fc.asyncProperty(requestOf(route, known), async ({ params, query, payload, who }) => {
          const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(params[name] ?? ''));
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const response = await t.app.inject({
            method: route.method,
            url: search ? `${path}?${search}` : path,
            headers: {
              ...(tokenOf(who) ? bearer(tokenOf(who) ?? '') : {}),
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          sent += 1;
          return response.statusCode < 500;
        }),
        // No shrinking: the first failing request is enough to name the route, and shrinking a
        // 100 kB string would cost minutes.
        {
          numRuns: RUNS,
          seed: SEED + seedOf(route.key),
          endOnFailure: true,
          // Each known id once in the path (one of them is the owner's own), or four bodies:
          // two of the owner's, two of the newcomer's.
          examples: (route.pathParams.length > 0 ? known : [undefined, undefined, undefined, undefined]).flatMap(
            (id, index) =>
              fc
                .sample(poisonedRequestOf(route, id ? [id] : known, index % 2 ? 'newcomer' : 'owner'), {
                  numRuns: 1,
                  seed: SEED + index,
                })
                .map((request) => [request] as [typeof request]),
          ),
        },
      );
      if (result.failed) {
        const example = JSON.stringify(result.counterexample?.[0]).slice(0, 300);
        failures.push(`${route.key}: ${example}`);
      }
      await restoreCallers();
    }
    expect(failures, 'routes that answered a generated request with a 5xx').toEqual([]);
  }, 300_000);
});

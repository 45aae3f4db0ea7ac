import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, PASSWORD, settle } from '../../test/fixtures.ts';
import { multipart, pngWithMetadata } from '../../test/images.ts';
import { listRoutes, urlOf, type ProbeRoute } from './routes.ts';
import { companyDetails, createTenant, markersOf, ROLES, snapshotOf, type Role, type Tenant } from './tenants.ts';

/**
 * The tenant matrix: organization A's owner, manager and seller call every route of the
 * server, aiming at organization B's ids wherever a route takes one. No answer may carry B's
 * data and nothing of B may change. Every route must be classified below: a new route fails
 * this test until someone says how it is scoped (and, if it takes an id, where a foreign one is).
 */

/** One request of the matrix: path values, query and body. */
interface Aim {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body (an upload) instead of JSON. */
  upload?: { payload: Buffer; contentType: string };
}

type Classification =
  /** Reads or changes nothing of any organization's, or only through a secret the caller holds. */
  | { kind: 'public'; why: string }
  /** Served outside production only, and absent from a production server (checked below). */
  | { kind: 'dev-only'; why: string }
  /**
   * Acts on the caller's own organization, with no id: called with this body, if any. Calls
   * that end the caller's session or organization come after all others, in the order of `last`.
   */
  | { kind: 'own'; body?: unknown; upload?: Aim['upload']; last?: number }
  /** Takes ids: called once per aim, each naming B's things. */
  | { kind: 'foreign'; aims: (b: Tenant) => Aim[] };

/** A campaign naming B's locations and people, running now. */
const probeCampaign = (locationIds: string[], userIds: string[]) => ({
  title: 'Taken over',
  start_date: '2026-01-01',
  end_date: '2099-12-31',
  reward_mode: 'target',
  reviews_target: 1,
  reward_rule: 'all_reaching_goal',
  reward_description: 'Taken over',
  location_mode: 'shared',
  location_ids: locationIds,
  participant_ids: userIds,
});

const newPassword = { current_password: PASSWORD, password: 'Other-pass-12', password_confirmation: 'Other-pass-12' };

const classification: Record<string, Classification> = {
  'GET /api/health': { kind: 'public', why: 'readiness (the database answers)' },
  'GET /api/live': { kind: 'public', why: 'liveness' },
  'GET /api/v1/config': { kind: 'public', why: 'the client configuration' },
  'GET /api/uploads/{name}': {
    kind: 'public',
    why: 'profile pictures served to <img> by unguessable random names (a capability), as the sign-in provider serves its own',
  },
  'POST /api/v1/login': { kind: 'public', why: 'sign-in' },
  'POST /api/v1/register': { kind: 'public', why: 'creates a new organization' },
  'POST /api/v1/login-with-google': { kind: 'public', why: 'sign-in' },
  'POST /api/v1/forgot-password': { kind: 'public', why: 'mails the address itself, answers the same for any' },
  'POST /api/v1/reset-password': { kind: 'public', why: 'needs the mailed token' },
  'POST /api/v1/webhooks/stripe': { kind: 'public', why: "Stripe's signed events" },
  'GET /api/v1/sandbox/google/consent': { kind: 'public', why: "the sandbox provider's consent page" },
  'POST /api/v1/invitations/lookup': { kind: 'public', why: "needs the mailed invitation's token" },
  'POST /api/v1/invitations/accept': { kind: 'public', why: "needs the mailed invitation's token" },
  'GET /reviews/{locationId}/{code}': { kind: 'public', why: 'the review form: the collection code is the capability' },
  'POST /reviews/{locationId}/{code}': { kind: 'public', why: 'a customer’s review, through the link’s code' },
  'GET /reviews/{locationId}/{code}/thanks': { kind: 'public', why: 'the thank-you page of a review link' },
  'GET /reviews/{locationId}': { kind: 'public', why: 'an incomplete review link: a page saying so' },
  'POST /api/v1/reviews/{locationId}/{code}': { kind: 'public', why: 'a customer’s review (JSON), through the code' },
  'GET /api/dev/outbox': { kind: 'dev-only', why: 'the development outbox' },
  'GET /api/dev/outbox.json': { kind: 'dev-only', why: 'the development outbox' },

  'GET /api/v1/user': { kind: 'own' },
  'POST /api/v1/verify-otp': { kind: 'own', body: { otp: '000000' } },
  'POST /api/v1/resend-otp': { kind: 'own' },
  'POST /api/v1/update-image': { kind: 'own', upload: multipart('image', 'me.png', 'image/png', pngWithMetadata()) },
  'POST /api/v1/update-profile': { kind: 'own', body: { first_name: 'Probe', last_name: 'Caller' } },
  'POST /api/v1/change-password': { kind: 'own', body: { ...newPassword, current_password: 'wrong-Pass-1' } },
  'GET /api/v1/manager/plans': { kind: 'own' },
  'GET /api/v1/manager/current-plan': { kind: 'own' },
  'GET /api/v1/manager/billing-info': { kind: 'own' },
  'POST /api/v1/manager/billing-info': { kind: 'own', body: companyDetails },
  'PUT /api/v1/manager/billing-info': { kind: 'own', body: companyDetails },
  'POST /api/v1/manager/subscriptions/setup-intent': { kind: 'own' },
  'GET /api/v1/manager/subscriptions/preview': { kind: 'own' },
  'GET /api/v1/manager/subscriptions/change-preview': { kind: 'own' },
  'PATCH /api/v1/manager/subscriptions': { kind: 'own', body: { plan: 'pro', interval: 'month' } },
  'DELETE /api/v1/manager/subscriptions': { kind: 'own', last: 1 },
  'POST /api/v1/manager/apply-coupon': { kind: 'own', body: { code: 'WELCOME', plan: 'pro', interval: 'month' } },
  'GET /api/v1/manager/invoices': { kind: 'own' },
  'POST /api/v1/manager/business-profile/authorize': { kind: 'own' },
  'GET /api/v1/manager/business-profile/locations': { kind: 'own' },
  'POST /api/v1/manager/business-profile/locations': { kind: 'own', body: { select_all: true } },
  'GET /api/v1/active-locations': { kind: 'own' },
  'GET /api/v1/super-manager/networks': { kind: 'own' },
  'GET /api/v1/manager/sellers': { kind: 'own' },
  'GET /api/v1/seller/tools': { kind: 'own' },
  'GET /api/v1/seller/dashboard': { kind: 'own' },
  'GET /api/v1/super-manager/managers': { kind: 'own' },
  'GET /api/v1/live': { kind: 'own' },
  'POST /api/v1/logout': { kind: 'own', last: 3 },
  'POST /api/v1/manager/delete-account': { kind: 'own', body: { confirmation: 'DELETE' }, last: 2 },

  'GET /api/v1/manager/seller-reset-password/{id}': {
    kind: 'foreign',
    aims: (b) => b.userIds.map((id) => ({ params: { id } })),
  },
  'POST /api/v1/seller/change-password/{id}': {
    kind: 'foreign',
    aims: (b) => b.userIds.map((id) => ({ params: { id }, body: newPassword })),
  },
  'GET /api/v1/manager/subscription-info/{id}': {
    kind: 'foreign',
    aims: (b) => b.subscriptionIds.map((id) => ({ params: { id } })),
  },
  'POST /api/v1/manager/cancel-subscription/{id}': {
    kind: 'foreign',
    aims: (b) => b.subscriptionIds.map((id) => ({ params: { id }, body: { reason: 'other' } })),
  },
  'POST /api/v1/manager/payments/sandbox/card': {
    kind: 'foreign',
    aims: (b) => [
      {
        body: {
          setup_intent_id: b.openSetupIntentId,
          number: '4242424242424242',
          exp_month: 12,
          exp_year: 2040,
          cvc: '123',
        },
      },
    ],
  },
  'POST /api/v1/manager/payments/sandbox/authenticate/{id}': {
    kind: 'foreign',
    aims: (b) => [{ params: { id: b.authenticateSetupIntentId }, body: { approve: true } }],
  },
  'POST /api/v1/manager/subscriptions': {
    kind: 'foreign',
    aims: (b) => [{ body: { plan: 'pro', interval: 'month', payment_method_id: b.paymentMethodId } }],
  },
  'POST /api/v1/manager/network-plans': {
    kind: 'foreign',
    aims: (b) => [
      { body: { location_ids: b.locationIds, plan: 'pro', interval: 'month', payment_method_id: b.paymentMethodId } },
    ],
  },
  'POST /api/v1/manager/business-profile/connect': {
    kind: 'foreign',
    aims: (b) => [{ body: { code: 'sandbox-owner', state: b.connectState } }],
  },
  'POST /api/v1/access-location': {
    kind: 'foreign',
    aims: (b) => b.locationIds.map((id) => ({ body: { location_id: id } })),
  },
  'POST /api/v1/manager/rename-location/{id}': {
    kind: 'foreign',
    aims: (b) => b.locationIds.map((id) => ({ params: { id }, body: { name: 'Taken over' } })),
  },
  'POST /api/v1/manager/sync-reviews/{id}': {
    kind: 'foreign',
    aims: (b) => b.locationIds.map((id) => ({ params: { id } })),
  },
  'POST /api/v1/manager/sellers': {
    kind: 'foreign',
    aims: (b) => [
      {
        body: {
          first_name: 'Probe',
          last_name: 'Seller',
          email: 'probe.seller@example.com',
          location_ids: b.locationIds,
        },
      },
    ],
  },
  'GET /api/v1/manager/sellers/{id}': { kind: 'foreign', aims: (b) => b.userIds.map((id) => ({ params: { id } })) },
  'POST /api/v1/manager/sellers/{id}': {
    kind: 'foreign',
    aims: (b) =>
      b.userIds.map((id) => ({
        params: { id },
        body: { first_name: 'Taken', last_name: 'Over', email: 'taken.over@example.com', location_ids: b.locationIds },
      })),
  },
  'DELETE /api/v1/manager/sellers/{id}': { kind: 'foreign', aims: (b) => b.userIds.map((id) => ({ params: { id } })) },
  'POST /api/v1/manager/sellers/{id}/qr': {
    kind: 'foreign',
    aims: (b) =>
      b.userIds.map((id) => ({
        params: { id },
        body: { primary_color: '#112233', secondary_color: '#445566', name: 'Taken over' },
      })),
  },
  'POST /api/v1/manager/sellers/{id}/qr-logo': {
    kind: 'foreign',
    aims: (b) =>
      b.userIds.map((id) => ({
        params: { id },
        upload: multipart('logo', 'logo.png', 'image/png', pngWithMetadata()),
      })),
  },
  'DELETE /api/v1/manager/sellers/{id}/qr-logo': {
    kind: 'foreign',
    aims: (b) => b.userIds.map((id) => ({ params: { id } })),
  },
  'POST /api/v1/super-manager/managers': {
    kind: 'foreign',
    aims: (b) => [
      {
        body: {
          first_name: 'Probe',
          last_name: 'Manager',
          email: 'probe.manager@example.com',
          location_ids: b.locationIds,
        },
      },
    ],
  },
  'POST /api/v1/super-manager/managers/{id}': {
    kind: 'foreign',
    aims: (b) => b.userIds.map((id) => ({ params: { id }, body: { location_ids: b.locationIds } })),
  },
  'DELETE /api/v1/super-manager/managers/{id}': {
    kind: 'foreign',
    aims: (b) => b.userIds.map((id) => ({ params: { id } })),
  },
  'POST /api/v1/super-manager/managers/{id}/resend-invitation': {
    kind: 'foreign',
    aims: (b) => b.userIds.map((id) => ({ params: { id } })),
  },
  // Collection tools (issue 15): B's locations, and a seller of A sending for one of them.
  'GET /api/v1/manager/tools/{id}': { kind: 'foreign', aims: (b) => b.locationIds.map((id) => ({ params: { id } })) },
  'POST /api/v1/manager/tools/{id}/templates': {
    kind: 'foreign',
    aims: (b) =>
      b.locationIds.map((id) => ({
        params: { id },
        body: { sms_body: 'Taken {link}', email_subject: 'Taken', email_body: 'Taken over {link}' },
      })),
  },
  'POST /api/v1/manager/tools/{id}/requests': {
    kind: 'foreign',
    aims: (b) =>
      b.locationIds.flatMap((id) => [
        { params: { id }, body: { channel: 'email', first_name: 'Probe', email: 'probe.customer@example.com' } },
        ...b.userIds.map((seller_id) => ({
          params: { id },
          body: { channel: 'sms', first_name: 'Probe', phone: '+33612345678', seller_id },
        })),
      ]),
  },
  'GET /api/v1/manager/tools/{id}/requests': {
    kind: 'foreign',
    aims: (b) => b.locationIds.map((id) => ({ params: { id } })),
  },
  'GET /api/v1/seller/tools/templates': {
    kind: 'foreign',
    aims: (b) => b.locationIds.map((id) => ({ query: { location_id: id } })),
  },
  'POST /api/v1/seller/tools/requests': {
    kind: 'foreign',
    aims: (b) =>
      b.locationIds.map((location_id) => ({
        body: { channel: 'email', first_name: 'Probe', email: 'probe.customer@example.com', location_id },
      })),
  },
  'GET /api/v1/seller/tools/requests': {
    kind: 'foreign',
    aims: (b) => [{}, ...b.locationIds.map((id) => ({ query: { location_id: id } }))],
  },
  'GET /api/v1/manager/campaigns': { kind: 'own' },
  'GET /api/v1/seller/campaigns': { kind: 'own' },
  'GET /api/v1/manager/rewards': { kind: 'own' },
  'GET /api/v1/seller/rewards': { kind: 'own' },
  'POST /api/v1/manager/campaigns': {
    kind: 'foreign',
    aims: (b) => [{ body: probeCampaign(b.locationIds, b.userIds) }],
  },
  'GET /api/v1/manager/campaigns/{id}': {
    kind: 'foreign',
    aims: (b) => b.campaignIds.map((id) => ({ params: { id } })),
  },
  'PUT /api/v1/manager/campaigns/{id}': {
    kind: 'foreign',
    aims: (b) => b.campaignIds.map((id) => ({ params: { id }, body: probeCampaign(b.locationIds, b.userIds) })),
  },
  'GET /api/v1/manager/campaigns/{id}/rankings': {
    kind: 'foreign',
    aims: (b) => b.campaignIds.map((id) => ({ params: { id } })),
  },
  'POST /api/v1/manager/campaigns/{id}/archive': {
    kind: 'foreign',
    aims: (b) => b.campaignIds.map((id) => ({ params: { id }, body: { archived: true } })),
  },
  'GET /api/v1/manager/rewards/{id}': { kind: 'foreign', aims: (b) => b.rewardIds.map((id) => ({ params: { id } })) },
  'POST /api/v1/manager/rewards/distribute': {
    kind: 'foreign',
    aims: (b) => [{ body: { reward_ids: b.rewardIds } }],
  },
  'POST /api/v1/manager/rewards/undistribute': {
    kind: 'foreign',
    aims: (b) => [{ body: { reward_ids: b.rewardIds } }],
  },
  'GET /api/v1/manager/local-rewards': {
    kind: 'foreign',
    aims: (b) => b.locationIds.map((id) => ({ query: { location_id: id } })),
  },
  'GET /api/v1/manager/reviews': {
    kind: 'foreign',
    aims: (b) => [{}, ...b.locationIds.map((id) => ({ query: { location_id: id } }))],
  },
  'GET /api/v1/seller/reviews': {
    kind: 'foreign',
    aims: (b) => [{}, ...b.locationIds.map((id) => ({ query: { location_id: id } }))],
  },
  'GET /api/v1/manager/reviews/export': {
    kind: 'foreign',
    aims: (b) => [
      { query: { format: 'csv' } },
      ...b.locationIds.map((id) => ({ query: { format: 'csv', location_id: id } })),
    ],
  },
  'GET /api/v1/manager/reviews/assignees': { kind: 'own' },
  'POST /api/v1/manager/reviews/{id}/assign': {
    kind: 'foreign',
    aims: (b) => b.reviewIds.map((id) => ({ params: { id }, body: { user_id: b.team.seller.id } })),
  },
  'DELETE /api/v1/manager/reviews/{id}/assign': {
    kind: 'foreign',
    aims: (b) => b.reviewIds.map((id) => ({ params: { id } })),
  },
  'POST /api/v1/manager/reviews/{id}/reply': {
    kind: 'foreign',
    aims: (b) => b.reviewIds.map((id) => ({ params: { id }, body: { text: 'Taken over' } })),
  },
  'DELETE /api/v1/manager/reviews/{id}/reply': {
    kind: 'foreign',
    aims: (b) => b.reviewIds.map((id) => ({ params: { id } })),
  },
  'POST /api/v1/manager/reviews/{id}/ai-draft': {
    kind: 'foreign',
    aims: (b) => b.reviewIds.map((id) => ({ params: { id }, body: {} })),
  },
  'GET /api/v1/manager/reviews/{id}/attribution': {
    kind: 'foreign',
    aims: (b) => b.reviewIds.map((id) => ({ params: { id } })),
  },
  'PUT /api/v1/manager/reviews/{id}/attribution': {
    kind: 'foreign',
    aims: (b) => b.reviewIds.map((id) => ({ params: { id }, body: { seller_id: b.team.seller.id } })),
  },
  'DELETE /api/v1/manager/reviews/{id}': {
    kind: 'foreign',
    aims: (b) => b.reviewIds.map((id) => ({ params: { id } })),
  },
  'GET /api/v1/manager/review-alerts': { kind: 'own' },
  'PUT /api/v1/manager/review-alerts': { kind: 'own', body: { enabled: true } },
  'GET /api/v1/manager/reply-templates': { kind: 'own' },
  'POST /api/v1/manager/reply-templates': { kind: 'own', body: { title: 'Probe', body: 'Probe {first_name}' } },
  'POST /api/v1/manager/reply-templates/{id}': {
    kind: 'foreign',
    aims: (b) => b.replyTemplateIds.map((id) => ({ params: { id }, body: { title: 'Taken', body: 'Over' } })),
  },
  'DELETE /api/v1/manager/reply-templates/{id}': {
    kind: 'foreign',
    aims: (b) => b.replyTemplateIds.map((id) => ({ params: { id } })),
  },
  'GET /api/v1/manager/dashboard': {
    kind: 'foreign',
    aims: (b) => b.locationIds.map((id) => ({ query: { location_id: id } })),
  },
  'GET /api/v1/manager/competitors': {
    kind: 'foreign',
    aims: (b) => b.locationIds.map((id) => ({ query: { location_id: id } })),
  },
  'GET /api/v1/manager/competitors/search': {
    kind: 'foreign',
    aims: (b) => b.locationIds.map((id) => ({ query: { location_id: id, query: 'a' } })),
  },
  'POST /api/v1/manager/competitors': {
    kind: 'foreign',
    aims: (b) => b.locationIds.map((id) => ({ body: { location_id: id, place_id: 'sandbox-probe' } })),
  },
  'DELETE /api/v1/manager/competitors/{id}': {
    kind: 'foreign',
    aims: (b) => b.competitorIds.map((id) => ({ params: { id } })),
  },
  'GET /api/v1/manager/competitors/{id}/reviews': {
    kind: 'foreign',
    aims: (b) => b.competitorIds.map((id) => ({ params: { id } })),
  },
};

let t: TestApp;
let routes: ProbeRoute[];
let a: Tenant;
let b: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  routes = await listRoutes(t.app);
  a = await createTenant(t.app, t.database.db, 'Org A');
  b = await createTenant(t.app, t.database.db, 'Org B');
  // The tenants' own follow-up work (mail, analysis, imports their setup queued) done before B's
  // rows are photographed: finished later, it changed B's tables with no route of A's involved
  // (a clean run's first attempt saw five tables change, on PostgreSQL).
  await settle(t.app);
}, 120_000);
afterAll(() => t?.close());

describe('tenant matrix', () => {
  it('should know how every route of the server is scoped, and only routes that exist', () => {
    const unknown = routes.filter((r) => !classification[r.key]).map((r) => r.key);
    expect(unknown, 'routes the matrix cannot classify: add them to `classification`').toEqual([]);
    const stale = Object.keys(classification).filter((key) => !routes.some((r) => r.key === key));
    expect(stale, 'classified routes the server no longer has').toEqual([]);
    // A route that takes an id in its path must say where a foreign one is.
    const unaimed = routes.filter((r) => r.pathParams.length > 0 && classification[r.key]?.kind === 'own');
    expect(unaimed.map((r) => r.key)).toEqual([]);
  });

  it("should never answer another organization's data, nor change it, under any role", async () => {
    const before = await snapshotOf(t.database.db, b.team.organizationId);
    const markers = await markersOf(t.database.db, b.team.organizationId, a.team.organizationId);
    expect(markers.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    let tried = 0;

    const send = async (route: ProbeRoute, role: Role, aim: Aim) => {
      const query = aim.query ? `?${new URLSearchParams(aim.query).toString()}` : '';
      const response = await t.app.inject({
        method: route.method,
        url: `${urlOf(route, aim.params ?? {})}${query}`,
        headers: { ...bearer(a.tokens[role]), ...(aim.upload ? { 'content-type': aim.upload.contentType } : {}) },
        ...(aim.upload ? { payload: aim.upload.payload } : {}),
        ...(aim.body === undefined ? {} : { payload: aim.body as object }),
      });
      tried += 1;
      if (response.statusCode >= 200 && response.statusCode < 300) {
        const leaked = markers.filter((m) => response.body.includes(m));
        if (leaked.length > 0)
          leaks.push(`${role} ${route.key} ${JSON.stringify(aim)}: ${leaked.slice(0, 3).join(', ')}`);
      }
    };

    const kinds = routes.map((route) => ({ route, kind: classification[route.key] }));
    for (const role of ROLES) {
      for (const { route, kind } of kinds) {
        if (kind?.kind === 'own' && !kind.last) await send(route, role, { body: kind.body, upload: kind.upload });
        if (kind?.kind === 'foreign') for (const aim of kind.aims(b)) await send(route, role, aim);
      }
    }
    for (const step of [1, 2, 3]) {
      // The owner last: deleting the account ends the organization of the other two.
      for (const role of [...ROLES].reverse()) {
        for (const { route, kind } of kinds) {
          if (kind?.kind === 'own' && kind.last === step)
            await send(route, role, { body: kind.body, upload: kind.upload });
        }
      }
    }
    await settle(t.app);

    expect.soft(leaks, "answers that carried organization B's data").toEqual([]);
    const after = await snapshotOf(t.database.db, b.team.organizationId);
    // Each changed table with its first row gone and first row new, to find the route that did it.
    const changed = [...before.keys()].flatMap((table) => {
      const was = before.get(table) ?? [];
      const now = after.get(table) ?? [];
      if (JSON.stringify(was) === JSON.stringify(now)) return [];
      const gone = was.find((row) => !now.includes(row))?.slice(0, 300);
      const added = now.find((row) => !was.includes(row))?.slice(0, 300);
      return [`${table}: - ${gone ?? '(none)'} + ${added ?? '(none)'}`];
    });
    expect.soft(changed, "tables where organization B's rows changed").toEqual([]);

    // The control: asked by B itself, the same kind of answers do hold B's values, so the
    // markers above are ones a leak would show.
    for (const url of ['/api/v1/user', '/api/v1/active-locations', '/api/v1/manager/billing-info']) {
      const own = await t.app.inject({ method: 'GET', url, headers: bearer(b.tokens.owner) });
      expect(own.statusCode, url).toBe(200);
      expect(
        markers.some((m) => own.body.includes(m)),
        `${url} shows B its own data`,
      ).toBe(true);
    }
    console.info(`tenant matrix: ${tried} requests, ${routes.length} routes × ${ROLES.length} roles`);
  });

  it('should serve no development route in production', async () => {
    const production = await createTestApp({ production: true, devOutbox: false });
    try {
      const served = (await listRoutes(production.app)).map((r) => r.key);
      for (const [key, kind] of Object.entries(classification)) {
        if (kind.kind === 'dev-only') expect(served, key).not.toContain(key);
      }
    } finally {
      await production.close();
    }
  });
});

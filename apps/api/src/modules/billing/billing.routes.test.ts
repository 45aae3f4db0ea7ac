import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createLocation, createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import { billingClient, frenchCompany } from './billing.fixtures.ts';

let t: TestApp;
let team: Team;
let owner: ReturnType<typeof billingClient>;
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t.database.db, 'Org billing', { subscribed: false });
  owner = billingClient(t.app, await signIn(t.app, team.owner.email));
});
afterAll(() => t.close());

describe('billing calls', () => {
  it('should list the plans with the annual saving and the page data', async () => {
    const { status, body } = await owner.call('GET', '/manager/plans');
    expect(status).toBe(200);
    expect(body.data.map((p: { id: string }) => p.id)).toEqual(['essential', 'pro', 'network']);
    expect(body.data[0].prices).toEqual({ month: 2900, year: 29000 });
    expect(body.pageData).toMatchObject({
      currency: 'EUR',
      trial_days: 14,
      trial_available: true,
      annual_saving_percent: 17,
      current_plan: null,
      has_billing_info: false,
    });
  });

  it('should refuse the card step until the billing info exists, and require the CGU and CGV', async () => {
    expect((await owner.call('POST', '/manager/subscriptions/setup-intent')).status).toBe(409);
    const refused = await owner.call('POST', '/manager/billing-info', { ...frenchCompany, agreed_to_terms: false });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.agreed_to_terms).toEqual(['You must agree to the CGU and CGV']);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/billing-info',
      headers: { ...bearer(await signIn(t.app, team.owner.email)), 'accept-language': 'fr' },
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.company_name).toEqual(['Veuillez saisir votre raison sociale']);
  });

  it('should save the billing info and put its summary on the owner', async () => {
    const bad = await owner.call('POST', '/manager/billing-info', { ...frenchCompany, vat_number: 'DE12' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.vat_number).toEqual(['Please enter a valid VAT number']);
    const saved = await owner.call('POST', '/manager/billing-info', frenchCompany);
    expect(saved.status).toBe(200);
    expect(saved.body.data.billing_info.billing_address).toBe('3 quai des Chartrons, 33000 Bordeaux, FR');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: team.owner.email, password: 'Correct-horse-42' },
    });
    expect(login.json().data.user.billing_info.company_name).toBe('Boulangerie du Port SAS');
    expect(login.json().data.user.is_plan_subscribed).toBe(false);
  });

  it('should keep everything unchanged when the card is declined', async () => {
    const declined = await owner.card('4000000000000002');
    expect(declined.status).toBe(422);
    expect(declined.body.errors.number).toEqual(['Your card was declined.']);
    expect((await owner.call('GET', '/manager/current-plan')).body.data).toEqual({ plan: null, subscription: null });
  });

  it('should accept a coupon with server totals and refuse an unknown one on its field', async () => {
    const ok = await owner.call('POST', '/manager/apply-coupon', { code: 'welcome20', plan: 'pro', interval: 'month' });
    expect(ok.status).toBe(200);
    // 2 locations of the team are inactive: quantity 1 at least; 59 € - 20% = 47.20 €, VAT 20% in France.
    expect(ok.body.data.totals).toEqual({
      quantity: 1,
      unit_amount: 5900,
      subtotal: 5900,
      discount: 1180,
      tax: 944,
      tax_rate: 20,
      reverse_charge: false,
      total: 5664,
    });
    const refused = await owner.call('POST', '/manager/apply-coupon', {
      code: 'EXPIRED',
      plan: 'pro',
      interval: 'month',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.code).toEqual(['This coupon code is not valid.']);
  });

  it('should start the trial with 4242, reported active with trial_ends_at', async () => {
    const started = await owner.subscribe('essential', 'month', { coupon_code: 'WELCOME20' });
    expect(started.status).toBe(200);
    const sub = started.body.data.subscription;
    expect(sub).toMatchObject({ status: 'active', plan: 'essential', interval: 'month', quantity: 1 });
    expect(Date.parse(sub.trial_ends_at) - Date.now()).toBeGreaterThan(13 * 86_400_000);
    const me = await owner.call('GET', '/user');
    expect(me.body.data.is_plan_subscribed).toBe(true);
    expect((await owner.subscribe()).status).toBe(409);
    const plans = await owner.call('GET', '/manager/plans');
    expect(plans.body.pageData).toMatchObject({ trial_available: false, current_plan: 'essential' });
  });

  it('should activate selected locations and bill them as the quantity', async () => {
    const ids = (
      await t.database.db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.organizationId, team.organizationId))
    ).map((r) => r.id);
    const third = await createLocation(t.database.db, team.organizationId);
    const activated = await owner.call('POST', '/manager/network-plans', { location_ids: [...ids, third] });
    expect(activated.status).toBe(200);
    expect(activated.body.data.active_locations).toBe(3);
    expect(activated.body.data.subscription.quantity).toBe(3);
  });

  it('should preview a plan change (price, period, proration, dates) without making it', async () => {
    const previewed = await owner.call('GET', '/manager/subscriptions/change-preview?plan=pro&interval=month');
    expect(previewed.status).toBe(200);
    const preview = previewed.body.data;
    // 3 locations × 59 € and 20% VAT; during the trial nothing is prorated, the trial's end invoices it.
    expect(preview).toMatchObject({ plan: 'pro', interval: 'month', proration: 0, billed_now: false });
    expect(preview.totals).toMatchObject({ quantity: 3, unit_amount: 5900, subtotal: 17700, total: 21240 });
    const current = (await owner.call('GET', '/manager/current-plan')).body.data;
    expect(preview.invoice_at).toBe(current.subscription.trial_ends_at);
    expect(Date.parse(preview.effective_at)).toBeLessThanOrEqual(Date.now());
    expect(current.plan.id).toBe('essential');
    const bad = await owner.call('GET', '/manager/subscriptions/change-preview?plan=gold&interval=month');
    expect(bad.status).toBe(422);
  });

  it('should upgrade, show the next invoice, and cancel with a reason', async () => {
    const upgraded = await owner.call('PATCH', '/manager/subscriptions', { plan: 'pro', interval: 'month' });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.data.plan.id).toBe('pro');
    const id = upgraded.body.data.subscription.id as string;
    const info = await owner.call('GET', `/manager/subscription-info/${id}`);
    expect(info.body.data.next_invoice.date).toBe(upgraded.body.data.subscription.trial_ends_at);
    // 3 × 59 € with WELCOME20 and 20% VAT.
    expect(info.body.data.next_invoice.amount).toBe(16992);
    const noReason = await owner.call('POST', `/manager/cancel-subscription/${id}`, {});
    expect(noReason.status).toBe(422);
    const canceled = await owner.call('POST', `/manager/cancel-subscription/${id}`, { reason: 'too_expensive' });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.subscription.status).toBe('canceled');
    expect((await owner.call('GET', '/user')).body.data.is_plan_subscribed).toBe(false);
  });

  it('should list the invoices of a paid subscription (no second trial)', async () => {
    const paid = await owner.subscribe('network', 'year');
    expect(paid.status).toBe(200);
    expect(paid.body.data.subscription.trial_ends_at).toBeNull();
    const list = await owner.call('GET', '/manager/invoices');
    expect(list.status).toBe(200);
    expect(list.body.pagination.total).toBe(1);
    // 3 locations × 990 € + 20% VAT.
    expect(list.body.data[0]).toMatchObject({ status: 'paid', subtotal: 297000, tax: 59400, total: 356400 });
    expect(list.body.data[0].number).toMatch(/^SC-\d{4}-0001$/);
  });

  it('should let managers read the plan but not pay, and keep sellers out', async () => {
    const manager = billingClient(t.app, await signIn(t.app, team.manager.email));
    expect((await manager.call('GET', '/manager/current-plan')).status).toBe(200);
    expect((await manager.call('POST', '/manager/billing-info', frenchCompany)).status).toBe(403);
    const seller = billingClient(t.app, await signIn(t.app, team.seller.email));
    expect((await seller.call('GET', '/manager/plans')).status).toBe(403);
  });
});

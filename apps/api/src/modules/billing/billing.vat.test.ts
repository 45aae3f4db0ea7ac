import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, signIn } from '../../../test/fixtures.ts';
import { billingClient, frenchCompany } from './billing.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const germanCompany = {
  ...frenchCompany,
  company_name: 'Bäckerei am Hafen GmbH',
  billing_address: 'Hafenstraße 3',
  postal_code: '20457',
  city: 'Hamburg',
  country: 'DE',
  vat_number: 'DE123456789',
};

/** An owner of a new organization (one location billed) with this billing info. */
async function ownerWith(billingInfo: Record<string, unknown>) {
  const team = await createTeam(t.database.db, `Org VAT ${String(billingInfo.country)}`, { subscribed: false });
  const owner = billingClient(t.app, await signIn(t.app, team.owner.email));
  expect((await owner.call('POST', '/manager/billing-info', billingInfo)).status).toBe(200);
  return owner;
}

type Owner = Awaited<ReturnType<typeof ownerWith>>;

/** Every VAT figure the console shows for Essential monthly: preview, coupon totals, next invoice, invoice. */
async function vatEverywhere(owner: Owner) {
  const preview = (await owner.call('GET', '/manager/subscriptions/preview?plan=essential&interval=month')).body.data;
  const coupon = (
    await owner.call('POST', '/manager/apply-coupon', { code: 'WELCOME20', plan: 'essential', interval: 'month' })
  ).body.data.totals;
  const trial = await owner.subscribe('essential', 'month');
  const info = (await owner.call('GET', `/manager/subscription-info/${trial.body.data.subscription.id}`)).body.data;
  // The trial is used: the next subscription is invoiced at once.
  expect((await owner.call('DELETE', '/manager/subscriptions')).status).toBe(200);
  expect((await owner.call('POST', '/manager/subscriptions', await paid(owner))).status).toBe(200);
  const [invoice] = (await owner.call('GET', '/manager/invoices')).body.data;
  return { preview, coupon, next: info.next_invoice, invoice };
}

async function paid(owner: Owner) {
  const card = await owner.card();
  return { plan: 'essential', interval: 'month', payment_method_id: card.body.data.payment_method_id };
}

// Issue 19, item 8: the order summary said 20% while plans-billings said 0% for the same customer.
describe('VAT, one rule for the preview and the invoice (decisions.md)', () => {
  it('should reverse charge a German company with a valid EU VAT number everywhere', async () => {
    const { preview, coupon, next, invoice } = await vatEverywhere(await ownerWith(germanCompany));
    const reverse = { tax: 0, tax_rate: 0, reverse_charge: true };
    expect(preview).toMatchObject({ subtotal: 2900, ...reverse, total: 2900 });
    expect(coupon).toMatchObject({ subtotal: 2900, discount: 580, ...reverse, total: 2320 });
    expect(next).toMatchObject({ amount: 2900, ...reverse });
    expect(invoice).toMatchObject({ subtotal: 2900, ...reverse, total: 2900 });
  });

  it('should charge a French company with a VAT number 20% everywhere', async () => {
    const { preview, coupon, next, invoice } = await vatEverywhere(await ownerWith(frenchCompany));
    const french = { tax: 580, tax_rate: 20, reverse_charge: false };
    expect(preview).toMatchObject({ subtotal: 2900, ...french, total: 3480 });
    expect(coupon).toMatchObject({ discount: 580, tax: 464, tax_rate: 20, reverse_charge: false, total: 2784 });
    expect(next).toMatchObject({ amount: 3480, ...french });
    expect(invoice).toMatchObject({ subtotal: 2900, ...french, total: 3480 });
  });

  it('should charge 20% to a German company without a VAT number', async () => {
    const owner = await ownerWith({ ...germanCompany, vat_number: null });
    const preview = (await owner.call('GET', '/manager/subscriptions/preview?plan=essential&interval=month')).body.data;
    expect(preview).toMatchObject({ tax: 580, tax_rate: 20, reverse_charge: false, total: 3480 });
  });

  it('should follow the billing info when it changes, in the preview and the invoice alike', async () => {
    const owner = await ownerWith(frenchCompany);
    const before = (await owner.call('GET', '/manager/subscriptions/preview?plan=essential&interval=month')).body.data;
    expect(before).toMatchObject({ tax_rate: 20, reverse_charge: false });
    expect((await owner.call('POST', '/manager/billing-info', germanCompany)).status).toBe(200);
    const { preview, next, invoice } = await vatEverywhere(owner);
    for (const figures of [preview, next, invoice]) {
      expect(figures).toMatchObject({ tax: 0, tax_rate: 0, reverse_charge: true });
    }
  });
});

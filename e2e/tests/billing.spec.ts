import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, apiRegister, DEMO_PASSWORD, freshEmail, storeSession, verificationCode } from './authHelpers.ts';

test.use({ locale: 'en-GB' });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new owner with a verified email and 3 locations connected from the sandbox business
 * profile (through the API, as the connection wizard does), signed in in the page.
 */
async function ownerWithLocations(page: Page, request: APIRequestContext) {
  const email = freshEmail('billing');
  const { access_token: token } = await apiRegister(request, email);
  const otp = await verificationCode(request, email);
  expect((await request.post('/api/v1/verify-otp', { headers: auth(token), data: { otp } })).status()).toBe(200);
  const authorize = await request.post('/api/v1/manager/business-profile/authorize', { headers: auth(token) });
  const state = new URL(((await authorize.json()) as { data: { url: string } }).data.url, 'http://x').searchParams.get(
    'state',
  );
  const connect = await request.post('/api/v1/manager/business-profile/connect', {
    headers: auth(token),
    data: { code: 'sandbox-owner', state },
  });
  expect(connect.status()).toBe(200);
  const listed = await request.get('/api/v1/manager/business-profile/locations?per_page=3', { headers: auth(token) });
  const ids = ((await listed.json()) as { data: { locations: Array<{ id: string }> } }).data.locations.map((l) => l.id);
  const chosen = await request.post('/api/v1/manager/business-profile/locations', {
    headers: auth(token),
    data: { location_ids: ids.slice(0, 3) },
  });
  expect(chosen.status()).toBe(200);
  await storeSession(page, await apiLogin(request, email));
  return { email, token };
}

async function fillBillingInfo(page: Page) {
  await page.getByRole('button', { name: 'Add billing information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Billing information' });
  await dialog.getByLabel('Company name').fill('Boulangerie E2E SAS');
  await dialog.getByLabel('Contact name').fill('Inès Moreau');
  await dialog.getByLabel('Billing email').fill('compta@example.com');
  await dialog.getByLabel('Phone').fill('+33 1 23 45 67 89');
  await dialog.getByLabel('Billing address').fill('3 quai des Chartrons');
  await dialog.getByLabel('Postal code').fill('33000');
  await dialog.getByLabel('City').fill('Bordeaux');
  await dialog.getByRole('button', { name: 'Save billing information' }).click();
  await expect(dialog.getByText('You must agree to the CGU and CGV')).toBeVisible();
  await dialog.getByText('I agree to the CGU and CGV').click();
  await dialog.getByRole('button', { name: 'Save billing information' }).click();
  await expect(dialog).toBeHidden();
}

async function payWith(page: Page, number: string, button: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: button }).click();
}

test('a new owner activates 3 locations on a trial, applies a coupon, upgrades, cancels, and pays again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await ownerWithLocations(page, request);
  await page.goto('/manager/my-networks/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Activate locations' })).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  // The label over the visually hidden input takes the click, as a person would.
  for (const box of await boxes.all()) await box.check({ force: true });
  await expect(page.getByText('3 locations selected')).toBeVisible();
  await expectNoAxeViolations(page);
  // The plan and period are chosen before the card (monthly is the default).
  await page.getByRole('button', { name: 'Choose Essential' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Activate your locations' })).toBeVisible();
  await fillBillingInfo(page);
  await page.getByLabel('Coupon code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
  await page.getByLabel('Coupon code').fill('WELCOME20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied: Welcome 20%')).toBeVisible();
  await expectNoAxeViolations(page);

  // A declined card shows Stripe's message and changes nothing.
  await payWith(page, '4000 0000 0000 0002', 'Activate locations');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/my-networks\/plans\/payment/);

  await payWith(page, '4242 4242 4242 4242', 'Activate locations');
  await expect(page).toHaveURL(/\/manager\/plans-billings$/);
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(page.getByText('Essential for 3 active locations')).toBeVisible();
  await expect(page.getByText(/Your free trial ends on/)).toBeVisible();
  await expect(page.getByText(/Next invoice on .*incl\. VAT/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Change plan' }).click();
  await page.getByRole('button', { name: 'Switch to Pro' }).click();
  // The change waits for its recap: during the trial nothing is prorated.
  const recap = page.getByRole('dialog', { name: 'Switch to Pro?' });
  await expect(recap.getByText('€59.00 per location, monthly, for 3 active locations')).toBeVisible();
  await expect(recap.getByText(/You are on your free trial: nothing is prorated/)).toBeVisible();
  await expectNoAxeViolations(page);
  await recap.getByRole('button', { name: 'Switch to Pro' }).click();
  await expect(page).toHaveURL(/\/manager\/plans-billings$/);
  await expect(page.getByText('Pro for 3 active locations')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription' });
  await dialog.getByText('It is too expensive').click();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Your organization has no active subscription.')).toBeVisible();

  // Subscribing again: no second trial, the first payment gives the first invoice.
  await page.getByRole('link', { name: 'Choose a plan' }).click();
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await payWith(page, '4242 4242 4242 4242', 'Subscribe and pay');
  await expect(page).toHaveURL(/\/manager\/plans-billings$/);
  await expect(page.getByRole('rowheader', { name: /^SC-\d{4}-0001$/ })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unsubscribed manager call sends the owner to the plans page', async ({ page, request }) => {
  const { email, token } = await ownerWithLocations(page, request);
  // Billing info lifts guard rule 4; the organization is still unsubscribed.
  const saved = await request.post('/api/v1/manager/billing-info', {
    headers: auth(token),
    data: {
      company_name: 'Sans Abonnement SARL',
      contact_name: 'Inès Moreau',
      phone: '+33 1 23 45 67 89',
      email: 'compta@example.com',
      billing_address: '1 rue de la Paix',
      postal_code: '75002',
      city: 'Paris',
      country: 'FR',
      agreed_to_terms: true,
    },
  });
  expect(saved.status()).toBe(200);
  // The dashboard's figures are a manager call like any other: 406 without a subscription.
  const probe = await request.get('/api/v1/manager/dashboard', { headers: auth(token) });
  expect(probe.status()).toBe(406);
  expect(((await probe.json()) as { error: string }).error).toBe('SubscriptionException');

  // Signing in again (the stored user predates the billing info) lands on the dashboard…
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  // The dashboard's loader asks for its figures while the navigation is under way, so the page's
  // URL at that moment may still be /login: only the answer's status is kept.
  const gated: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/manager/dashboard') gated.push(response.status());
  });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // …whose figures answer 406, and the browser ends on the plans page with the plans shown.
  await expect(page).toHaveURL(/\/manager\/plans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  for (const plan of ['Essential', 'Pro', 'Network']) {
    await expect(page.getByRole('button', { name: `Choose ${plan}` })).toBeVisible();
  }
  expect(gated[0]).toBe(406);
  // The stored user says so too (spec section 8: marked unsubscribed).
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as object);
  expect(stored).toMatchObject({ is_plan_subscribed: false });
  await expectNoAxeViolations(page);
});

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, apiRegister, demo, freshEmail, storeSession, verificationCode } from './authHelpers.ts';

/** The six rules of the route guard (spec section 2, packages/machines/src/guard) on real routes. */
test.use({ locale: 'en-GB' });

/** A new owner with a verified email but no billing info nor business profile yet. */
async function verifiedNewOwner(request: APIRequestContext) {
  const email = freshEmail('guard');
  const session = await apiRegister(request, email);
  const code = await verificationCode(request, email);
  const verified = await request.post('/api/v1/verify-otp', {
    headers: { Authorization: `Bearer ${session.access_token}` },
    data: { otp: code },
  });
  expect(verified.status()).toBe(200);
  return { ...session, user: ((await verified.json()) as { data: typeof session.user }).data };
}

test('rule 1: a route without the authentication flag opens signed out', async ({ page }) => {
  // The rewards routes have no authentication flag (spec section 2): the frame opens, but no
  // organization's rewards show, since the server asks for a sign-in (DECISIONS.md of the route table).
  await page.goto('/manager/local-rewards');
  await expect(page).toHaveURL(/\/manager\/local-rewards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Local rewards' })).toBeVisible();
  // Nobody signed in has a working location: nothing is asked of the server.
  await expect(page.getByText('Choose a location in the top bar to see its rewards.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/manager/rewards');
  await expect(page).toHaveURL(/\/manager\/rewards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByText('Please login to continue')).toBeVisible();
  await expect(page.getByText('The rewards could not be loaded.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('rule 2: signed out, a protected route leads to sign-in', async ({ page }) => {
  await page.goto('/manager/campaigns');
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
});

test('rule 3: an unverified email leads to the verification code', async ({ page, request }) => {
  await storeSession(page, await apiRegister(request, freshEmail('unverified')));
  await page.goto('/manager/campaigns');
  await expect(page).toHaveURL(/\/email-verification$/);
  await expectNoAxeViolations(page);
});

test('rule 4: an owner without billing info is kept to the setup routes', async ({ page, request }) => {
  await storeSession(page, await verifiedNewOwner(request));
  await page.goto('/manager/campaigns');
  // To the dashboard, which without a business profile leads on to the profile setup.
  await expect(page).toHaveURL(/\/manager\/business-profile-setup\/connect-google$/);
  await expectNoAxeViolations(page);
  // The networks routes stay open to them (the networks screen checks its own axe).
  await page.goto('/manager/networks');
  await expect(page).toHaveURL(/\/manager\/networks$/);
});

test('rule 5: a seller who has not changed the initial password is sent to change it', async ({ page, request }) => {
  const seller = await apiLogin(request, demo.otherSeller);
  await storeSession(page, { ...seller, user: { ...seller.user, is_password_updated: false } as typeof seller.user });
  await page.goto('/seller/reviews');
  await expect(page).toHaveURL(/\/seller\/change-password$/);
  await expectNoAxeViolations(page);
});

test('rule 6: a manager on a seller path goes to the manager dashboard, except the sellers list', async ({
  page,
  request,
}) => {
  await storeSession(page, await apiLogin(request, demo.manager));
  await page.goto('/seller/dashboard');
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await page.goto('/manager/sellers');
  await expect(page).toHaveURL(/\/manager\/sellers$/);
  await expectNoAxeViolations(page);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, freshEmail, typeCode, verificationCode } from './authHelpers.ts';

test.use({ locale: 'en-GB' });

const NAME = 'Claire Martin';

/**
 * Sign-out is one menu away at every step (issue 19): the profile menu in the header of the
 * setup and plan pages (public layout) and in the app's top bar offers it.
 */
async function expectSignOutReachable(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: NAME }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test('a new owner goes from registration to a chosen plan and back to the app, sign-out reachable at every step', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = freshEmail('onboarding');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Claire');
  await page.getByLabel('Last name').fill('Martin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
  await typeCode(page, await verificationCode(request, email));
  await expect(page).toHaveURL(/\/registration-successfull$/);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 1 of the setup: no way back to the app yet (no business profile), but sign-out and My account.
  await expect(page).toHaveURL(/\/manager\/business-profile-setup\/connect-google$/);
  await expect(page.getByRole('link', { name: 'Starcrew home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the app' })).toHaveCount(0);
  await expectSignOutReachable(page);
  await expectNoAxeViolations(page);
  // My account opens before any billing info exists (guard rule 4 lets settings through).
  await page.getByRole('banner').getByRole('button', { name: NAME }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/connect-google$/);

  await page.getByRole('button', { name: 'Connect with Google' }).click();
  await page.getByRole('button', { name: /Maison Dorée Boulangeries/ }).click();
  await expect(page).toHaveURL(/select-business$/);
  await expectSignOutReachable(page);
  const boxes = page.getByRole('checkbox');
  for (const index of [0, 1]) await boxes.nth(index).check({ force: true });
  await page.getByRole('button', { name: 'Add 2 locations' }).click();

  // Connected: the dashboard is open to this owner now, so the header leads back to the app.
  await expect(page).toHaveURL(/connection-success$/);
  await expect(page.getByRole('link', { name: 'Back to the app' })).toBeVisible();
  await expectSignOutReachable(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Go to My Networks' }).click();

  // My Networks: select both locations and activate them.
  await expect(page).toHaveURL(/\/manager\/networks$/);
  await expectSignOutReachable(page);
  // `.all()` does not wait: the table's two rows first, then tick them.
  const rows = page.getByRole('checkbox', { name: /^Select / });
  await expect(rows).toHaveCount(2);
  for (const box of await rows.all()) await box.check({ force: true });
  await page.getByRole('button', { name: 'Activate 2 locations' }).click();

  // The plans come before the card: Pro, billed annually.
  await expect(page).toHaveURL(/\/manager\/my-networks\/plans\?/);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByText(/14-day free trial/)).toBeVisible();
  await page.getByRole('radio', { name: /^Annual/ }).check({ force: true });
  await expect(page.getByText('per location / year, excl. VAT').first()).toBeVisible();
  await expectSignOutReachable(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Choose Pro' }).click();

  // The payment step carries the chosen plan and period.
  await expect(page).toHaveURL(/\/manager\/my-networks\/plans\/payment\?plan=pro&interval=year/);
  await expect(page.getByText('Billed annually')).toBeVisible();
  await expectSignOutReachable(page);
  await page.getByRole('button', { name: 'Add billing information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Billing information' });
  await dialog.getByLabel('Company name').fill('Boulangerie Martin SAS');
  await dialog.getByLabel('Contact name').fill(NAME);
  await dialog.getByLabel('Billing email').fill('compta@example.com');
  await dialog.getByLabel('Phone').fill('+33 1 23 45 67 89');
  await dialog.getByLabel('Billing address').fill('3 quai des Chartrons');
  await dialog.getByLabel('Postal code').fill('33000');
  await dialog.getByLabel('City').fill('Bordeaux');
  await dialog.getByText('I agree to the CGU and CGV').click();
  await dialog.getByRole('button', { name: 'Save billing information' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Activate locations' }).click();

  // Subscribed to the chosen plan, then back to the app.
  await expect(page).toHaveURL(/\/manager\/plans-billings$/);
  await expect(page.getByText('Pro for 2 active locations')).toBeVisible();
  await expectSignOutReachable(page);
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/manager\/dashboard$/);

  // And out.
  await page.getByRole('banner').getByRole('button', { name: NAME }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, freshEmail, lastEmail, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';
import { addSeller } from './teamHelpers.ts';

test.use({ locale: 'en-GB' });

test('the demo owner adds a seller, who is emailed an initial password', async ({ page, request }) => {
  const email = freshEmail('seller');
  await storeSession(page, await apiLogin(request, demo.owner));
  await page.goto('/manager/sellers');
  await expect(page.getByRole('heading', { level: 1, name: 'My Sellers' })).toBeVisible();
  // The demo team is listed under the figures.
  await expect(page.getByRole('row').filter({ hasText: demo.seller })).toBeVisible();
  await expectNoAxeViolations(page);

  await addSeller(page, { firstName: 'Zoé', lastName: 'Lambert', email, location: /Paris Oberkampf/ });
  const sent = await lastEmail(request, email, 'sellerInitialPassword');
  expect(sent.to).toBe(email);
});

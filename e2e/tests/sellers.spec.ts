import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, freshEmail, lastEmail, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

test('the demo owner adds a seller, who is emailed an initial password', async ({ page, request }) => {
  const email = freshEmail('seller');
  await storeSession(page, await apiLogin(request, demo.owner));
  await page.goto('/manager/sellers');
  await expect(page.getByRole('heading', { level: 1, name: 'My Sellers' })).toBeVisible();
  // The demo team is listed under the figures.
  await expect(page.getByRole('row').filter({ hasText: demo.seller })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add a seller' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a seller' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Zoé');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lambert');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /Locations/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Paris Oberkampf/ })
    .click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Add the seller' }).click();

  await expect(page.getByText('The seller has been created. Their password has been sent by email.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  const sent = await lastEmail(request, email, 'sellerInitialPassword');
  expect(sent.to).toBe(email);
});

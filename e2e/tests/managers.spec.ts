import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, freshEmail, lastEmail, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

interface ListedLocation {
  id: string;
  title: string;
}

test('the owner invites a manager to two locations, who sets a password from the emailed link and sees only their sellers', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await apiLogin(request, demo.owner);
  const auth = { authorization: `Bearer ${owner.access_token}` };
  const listed = (await (await request.get('/api/v1/active-locations', { headers: auth })).json()) as {
    data: ListedLocation[];
  };
  // The demo sellers work at the first location; the manager gets two others.
  const [first, second] = listed.data.filter((l) => !l.title.includes('Oberkampf'));
  if (!first || !second) throw new Error('the demo organization has fewer than three locations');
  const sellerEmail = freshEmail('team');
  const seller = await request.post('/api/v1/manager/sellers', {
    headers: auth,
    data: { first_name: 'Zoé', last_name: 'Lambert', email: sellerEmail, location_ids: [first.id], status: 'active' },
  });
  expect(seller.status()).toBe(200);

  // The owner: My Managers, add a manager with an invitation.
  const email = freshEmail('manager');
  await storeSession(page, owner);
  await page.goto('/manager/managers');
  await expect(page.getByRole('heading', { level: 1, name: 'My Managers' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: demo.manager })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add a manager' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a manager' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Inès');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Moreau');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(dialog.getByRole('radio', { name: 'Send an invitation by email' })).toBeChecked();
  await dialog.getByRole('button', { name: /Locations/ }).click();
  const options = page.getByRole('listbox');
  await options.getByRole('option', { name: first.title }).click();
  await options.getByRole('option', { name: second.title }).click();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add the manager' }).click();

  await expect(page.getByText('The manager has been created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(first.title);
  await expect(row).toContainText(second.title);
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Until ');
  await expectNoAxeViolations(page);

  // The manager, on a browser nobody is signed in on, opens the emailed link.
  const sent = await lastEmail(request, email, 'managerInvitation');
  const link = /https?:\/\/\S+?\/invitation\/[A-Za-z0-9_-]+/.exec(sent.body_text)?.[0];
  if (!link) throw new Error(`no invitation link in ${sent.body_text}`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: /^Join .+ on Starcrew$/ })).toBeVisible();
  await expect(page.getByText(`you will sign in with ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Choose a password').fill('Manager-pass-2026');
  await page.getByLabel('Confirm the password').fill('Manager-pass-2026');
  await page.getByRole('button', { name: 'Set my password and sign in' }).click();

  // Signed in, on the manager dashboard (no "connect your business profile" detour).
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);

  // My Sellers lists the sellers of the manager's locations only.
  await page.goto('/manager/sellers');
  await expect(page.getByRole('row').filter({ hasText: sellerEmail })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: demo.seller })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: demo.otherSeller })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The link is single use: opened again, it says so.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation can no longer be used' })).toBeVisible();
  await expectNoAxeViolations(page);
});

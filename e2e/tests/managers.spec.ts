import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, freshEmail, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';
import { acceptInvitation, addInvitedManager } from './teamHelpers.ts';

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

  await addInvitedManager(page, {
    firstName: 'Inès',
    lastName: 'Moreau',
    email,
    locations: [first.title, second.title],
  });
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Until ');
  await expectNoAxeViolations(page);

  // The manager, on a browser nobody is signed in on, opens the emailed link.
  const link = await acceptInvitation(page, request, email, 'Manager-pass-2026');

  // My Sellers lists the sellers of the manager's locations only.
  await page.goto('/manager/sellers');
  await expect(page.getByRole('row').filter({ hasText: sellerEmail })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: demo.seller })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: demo.otherSeller })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The link is single use: opened again, it says so.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation can no longer be used' })).toBeVisible();
  await expectNoAxeViolations(page);
});

import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, freshEmail, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';
import {
  acceptInvitation,
  addInvitedManager,
  addSeller,
  copySellerLink,
  customizeAndDownloadQr,
  emailedPassword,
  firstSellerSignIn,
} from './teamHelpers.ts';

test.use({ locale: 'en-GB' });

/**
 * Issue 13's whole team, chained in one browser: the owner invites a manager to two locations;
 * the manager, signed in through the emailed invitation, adds a seller and customizes and
 * downloads the seller's QR code; the seller signs in with the emailed password, must change it,
 * lands on the seller dashboard and copies their link. Axe on every page.
 */
test('the owner invites a manager, who adds a seller and their QR code; the seller signs in and copies the link', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await apiLogin(request, demo.owner);
  const listed = (await (
    await request.get('/api/v1/active-locations', { headers: { authorization: `Bearer ${owner.access_token}` } })
  ).json()) as { data: Array<{ id: string; title: string }> };
  // Two locations without the demo team, so the manager's lists hold only what this test adds.
  const [first, second] = listed.data.filter((l) => !l.title.includes('Oberkampf'));
  if (!first || !second) throw new Error('the demo organization has fewer than three locations');

  // The owner: My Managers, a manager invited to both locations.
  const managerEmail = freshEmail('journey-manager');
  await storeSession(page, owner);
  await page.goto('/manager/managers');
  await expect(page.getByRole('heading', { level: 1, name: 'My Managers' })).toBeVisible();
  await expectNoAxeViolations(page);
  await addInvitedManager(page, {
    firstName: 'Inès',
    lastName: 'Moreau',
    email: managerEmail,
    locations: [first.title, second.title],
  });
  await expectNoAxeViolations(page);

  // The manager: the invitation link from the outbox, a password, the dashboard.
  await acceptInvitation(page, request, managerEmail, 'Manager-pass-2026');

  // The manager adds a seller at one of their locations, then customizes and downloads the QR code.
  const sellerEmail = freshEmail('journey-seller');
  await page.goto('/manager/sellers');
  await expect(page.getByRole('heading', { level: 1, name: 'My Sellers' })).toBeVisible();
  await expectNoAxeViolations(page);
  await addSeller(page, { firstName: 'Noé', lastName: 'Faure', email: sellerEmail, location: first.title });
  await expectNoAxeViolations(page);
  await customizeAndDownloadQr(page, { email: sellerEmail, fullName: 'Noé Faure', qrName: 'Noé – comptoir' });
  await expectNoAxeViolations(page);

  // The seller: the emailed password, the forced change, the dashboard, the link copied.
  const temporary = await emailedPassword(request, sellerEmail);
  await firstSellerSignIn(page, { email: sellerEmail, temporary, password: 'Seller-own-pass-2026' });
  const ranking = page.getByRole('list', { name: 'Team ranking by reviews collected' });
  await expect(ranking.locator('[aria-current]')).toContainText('Noé Faure');
  const link = await copySellerLink(page, 'Noé Faure');
  expect(new URL(link).pathname).toMatch(new RegExp(`^/reviews/${first.id}/[0-9a-f]{12}$`));
});

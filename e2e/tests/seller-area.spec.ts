import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, freshEmail } from './authHelpers.ts';
import { storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';
import { copySellerLink, customizeAndDownloadQr, emailedPassword, firstSellerSignIn } from './teamHelpers.ts';

test.use({ locale: 'en-GB' });

const PASSWORD = 'Seller-own-pass-2026';

/** A new seller at the manager's first location, created through the API; their emailed password. */
async function newSeller(request: APIRequestContext, email: string) {
  const manager = await apiLogin(request, demo.manager);
  const headers = { Authorization: `Bearer ${manager.access_token}` };
  const locations = (await (await request.get('/api/v1/active-locations', { headers })).json()) as {
    data: Array<{ id: string }>;
  };
  const created = await request.post('/api/v1/manager/sellers', {
    headers,
    data: { first_name: 'Zoé', last_name: 'Lambert', email, location_ids: [locations.data[0]!.id], status: 'active' },
  });
  expect(created.status()).toBe(200);
  return emailedPassword(request, email);
}

test("a manager customizes a seller's QR code and downloads it as PNG and SVG", async ({ page, request }) => {
  const email = freshEmail('qr');
  await newSeller(request, email);
  await storeSession(page, await apiLogin(request, demo.manager));
  await page.goto('/manager/sellers');
  const { svg } = await customizeAndDownloadQr(page, { email, fullName: 'Zoé Lambert', qrName: 'Zoé – Oberkampf' });
  expect(svg.suggestedFilename()).toMatch(/^qr-zoe-oberkampf-.+\.svg$/);

  // Saved: the seller's own tools will draw this name.
  const seller = await apiLogin(request, demo.manager);
  const list = await request.get(`/api/v1/manager/sellers?search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${seller.access_token}` },
  });
  const [saved] = ((await list.json()) as { data: { sellers: Array<{ qr: { name: string; logo: string | null } }> } })
    .data.sellers;
  expect(saved?.qr.name).toBe('Zoé – Oberkampf');
  expect(saved?.qr.logo).toMatch(/^\/api\/uploads\//);
});

test('a new seller signs in with the emailed password, changes it, and copies their link', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = freshEmail('seller-area');
  const temporary = await newSeller(request, email);

  await firstSellerSignIn(page, { email, temporary, password: PASSWORD });
  const ranking = page.getByRole('list', { name: 'Team ranking by reviews collected' });
  await expect(ranking.locator('[aria-current]')).toContainText('Zoé Lambert');
  await expect(page.getByText('No active campaign')).toBeVisible();
  await copySellerLink(page, 'Zoé Lambert');

  await page.goto('/seller/campaigns');
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await expectNoAxeViolations(page);
});

import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, freshEmail, lastEmail } from './authHelpers.ts';
import { storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

/** A 16 × 16 PNG: the QR code's logo (the server checks it by content and re-encodes it). */
const logo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAL0lEQVR4AaXBMQEAIAzAsK4f+rCKPyaiybx7PoFEEkkkkUQSSSSRRBJJJJFEEkm0nQcCL2UIHfIAAAAASUVORK5CYII=',
  'base64',
);

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
  const mail = await lastEmail(request, email, 'sellerInitialPassword');
  const password = /(?:Temporary password|Mot de passe provisoire)\W+([A-Za-z0-9]{14})\b/.exec(mail.body_text)?.[1];
  expect(password).toBeDefined();
  return password!;
}

test("a manager customizes a seller's QR code and downloads it as PNG and SVG", async ({ page, request }) => {
  const email = freshEmail('qr');
  await newSeller(request, email);
  await storeSession(page, await apiLogin(request, demo.manager));
  await page.goto('/manager/sellers');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Actions for Zoé Lambert' }).click();
  await page.getByRole('menuitem', { name: 'Customize QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize the QR code' });
  await expect(dialog.getByRole('img', { name: 'QR code for Zoé Lambert' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Personal link/ })).toHaveValue(
    /\/reviews\/[0-9a-f-]{36}\/[0-9a-f]{12}$/,
  );
  await expectNoAxeViolations(page);

  // The logo: uploaded at once, the preview draws the stored (re-encoded) file.
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(dialog.getByRole('button', { name: 'Remove the logo' })).toBeVisible();
  await expect(dialog.locator('[role="img"] svg image')).toHaveCount(1);
  // The name under the code, live in the preview.
  const name = dialog.getByRole('textbox', { name: /Name under the code/ });
  await name.fill('Zoé – Oberkampf');
  await expect(dialog.getByRole('img', { name: 'QR code for Zoé – Oberkampf' })).toBeVisible();

  const svgDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download SVG' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toMatch(/^qr-zoe-oberkampf-.+\.svg$/);
  const svgText = await readFile((await svg.path())!, 'utf8');
  expect(svgText).toContain('<svg');
  // The logo travels inside the file.
  expect(svgText).toMatch(/<image[^>]+href="data:image\//);

  const pngDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PNG' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  const pngBytes = await readFile((await png.path())!);
  expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  await dialog.getByRole('button', { name: 'Save the QR code' }).click();
  await expect(page.getByText('The QR code has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

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
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = freshEmail('seller-area');
  const temporary = await newSeller(request, email);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/change-password$/);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const ranking = page.getByRole('list', { name: 'Team ranking by reviews collected' });
  await expect(ranking.locator('[aria-current]')).toContainText('Zoé Lambert');
  await expect(page.getByText('No active campaign')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Zoé Lambert/ }).click();
  await page.getByRole('menuitem', { name: 'Collection tools' }).click();
  await expect(page).toHaveURL(/\/seller\/tools$/);
  await expect(page.getByRole('img', { name: 'QR code for Zoé Lambert' }).first()).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Your review link' }).first();
  await expect(link).toHaveValue(/\/reviews\/[0-9a-f-]{36}\/[0-9a-f]{12}$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Copy' }).first().click();
  await expect(page.getByText('Link copied. Paste it wherever your customers are.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  await page.goto('/seller/campaigns');
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await expectNoAxeViolations(page);
});

import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { lastEmail } from './authHelpers.ts';

// The team's steps in the browser (issue 13), shared by managers.spec.ts, seller-area.spec.ts
// and team-journey.spec.ts, which chains them.

/** A 16 × 16 PNG: the QR code's logo (the server checks it by content and re-encodes it). */
export const logo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAL0lEQVR4AaXBMQEAIAzAsK4f+rCKPyaiybx7PoFEEkkkkUQSSSSRRBJJJJFEEkm0nQcCL2UIHfIAAAAASUVORK5CYII=',
  'base64',
);

/** The temporary password of the seller's initial-password email, from the outbox. */
export async function emailedPassword(request: APIRequestContext, email: string): Promise<string> {
  const mail = await lastEmail(request, email, 'sellerInitialPassword');
  const password = /(?:Temporary password|Mot de passe provisoire)\W+([A-Za-z0-9]{14})\b/.exec(mail.body_text)?.[1];
  expect(password).toBeDefined();
  return password!;
}

/** Picks options of the open multi-select of locations, then closes it. */
async function pickLocations(page: Page, titles: Array<string | RegExp>) {
  const options = page.getByRole('listbox');
  for (const title of titles) await options.getByRole('option', { name: title }).click();
  await page.keyboard.press('Escape');
}

/** On My Managers, as the owner: adds a manager invited by email to these locations. */
export async function addInvitedManager(
  page: Page,
  manager: { firstName: string; lastName: string; email: string; locations: string[] },
) {
  await page.getByRole('button', { name: 'Add a manager' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a manager' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill(manager.firstName);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(manager.lastName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(manager.email);
  await expect(dialog.getByRole('radio', { name: 'Send an invitation by email' })).toBeChecked();
  await dialog.getByRole('button', { name: /Locations/ }).click();
  await pickLocations(page, manager.locations);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add the manager' }).click();
  await expect(page.getByText('The manager has been created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: manager.email });
  for (const title of manager.locations) await expect(row).toContainText(title);
  await expect(row).toContainText('Invited');
}

/**
 * The invited manager, on a browser nobody is signed in on, opens the emailed link, sets a
 * password and lands on the manager dashboard. Answers the link (single use).
 */
export async function acceptInvitation(page: Page, request: APIRequestContext, email: string, password: string) {
  const sent = await lastEmail(request, email, 'managerInvitation');
  const link = /https?:\/\/\S+?\/invitation\/[A-Za-z0-9_-]+/.exec(sent.body_text)?.[0];
  if (!link) throw new Error(`no invitation link in ${sent.body_text}`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: /^Join .+ on Starcrew$/ })).toBeVisible();
  await expect(page.getByText(`you will sign in with ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Choose a password').fill(password);
  await page.getByLabel('Confirm the password').fill(password);
  await page.getByRole('button', { name: 'Set my password and sign in' }).click();
  // Signed in, on the manager dashboard (no "connect your business profile" detour).
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);
  return new URL(link).pathname;
}

/** On My Sellers: adds a seller at one location; the server emails them a password. */
export async function addSeller(
  page: Page,
  seller: { firstName: string; lastName: string; email: string; location: string | RegExp },
) {
  await page.getByRole('button', { name: 'Add a seller' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a seller' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill(seller.firstName);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(seller.lastName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(seller.email);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /Locations/ }).click();
  await pickLocations(page, [seller.location]);
  await dialog.getByRole('button', { name: 'Add the seller' }).click();
  await expect(page.getByText('The seller has been created. Their password has been sent by email.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: seller.email })).toBeVisible();
}

/**
 * On My Sellers: opens the seller's QR customization, adds the logo, names the code, downloads
 * it as SVG and PNG (checking both files), and saves it.
 */
export async function customizeAndDownloadQr(page: Page, seller: { email: string; fullName: string; qrName: string }) {
  const row = page.getByRole('row').filter({ hasText: seller.email });
  await row.getByRole('button', { name: `Actions for ${seller.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Customize QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize the QR code' });
  await expect(dialog.getByRole('img', { name: `QR code for ${seller.fullName}` })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Personal link/ })).toHaveValue(
    /\/reviews\/[0-9a-f-]{36}\/[0-9a-f]{12}$/,
  );
  await expectNoAxeViolations(page);

  // The logo: uploaded at once, the preview draws the stored (re-encoded) file.
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(dialog.getByRole('button', { name: 'Remove the logo' })).toBeVisible();
  await expect(dialog.locator('[role="img"] svg image')).toHaveCount(1);
  // The name under the code, live in the preview.
  await dialog.getByRole('textbox', { name: /Name under the code/ }).fill(seller.qrName);
  await expect(dialog.getByRole('img', { name: `QR code for ${seller.qrName}` })).toBeVisible();

  const svgDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download SVG' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toMatch(/^qr-.+\.svg$/);
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
  return { svg, png };
}

/** A seller signs in with the emailed password, is made to change it, and lands on their dashboard. */
export async function firstSellerSignIn(page: Page, seller: { email: string; temporary: string; password: string }) {
  // Signed out first (the page may hold another member's session), then the sign-in page afresh.
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.temporary);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/change-password$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(seller.password);
  await page.getByLabel('Confirm new password').fill(seller.password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);
}

/**
 * The seller, from the profile menu's Collection tools, copies their review link (the page
 * needs clipboard permissions). Answers the link copied.
 */
export async function copySellerLink(page: Page, fullName: string): Promise<string> {
  await page.getByRole('button', { name: new RegExp(fullName) }).click();
  await page.getByRole('menuitem', { name: 'Collection tools' }).click();
  await expect(page).toHaveURL(/\/seller\/tools$/);
  await expect(page.getByRole('img', { name: /^QR code for / }).first()).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Your review link' }).first();
  await expect(link).toHaveValue(/\/reviews\/[0-9a-f-]{36}\/[0-9a-f]{12}$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Copy' }).first().click();
  await expect(page.getByText('Link copied. Paste it wherever your customers are.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());
  return copied;
}

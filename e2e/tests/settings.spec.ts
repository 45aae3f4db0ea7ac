import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { crc32, deflateSync } from 'node:zlib';
import { expectNoAxeViolations } from './axe.ts';

test.use({ locale: 'en-GB' });

const password = 'Settings-e2e-2026';

interface Owner {
  email: string;
  token: string;
}

/** A smallest valid PNG (2×2, RGB), so the server's decoder accepts and re-encodes it. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  const row = [0, 0x5b, 0x4b, 0xe8, 0xf2, 0xb8, 0x3c]; // filter byte, then two pixels
  const pixels = Buffer.from([...row, ...row]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A new organization whose owner has verified the email (code from the development outbox)
 * and saved billing info, so the guard lets them into /settings (spec section 2, rule 4).
 */
async function registerOwner(request: APIRequestContext, label: string): Promise<Owner> {
  const email = `settings-${label}-${Date.now()}@example.com`;
  const registered = await request.post('/api/v1/register', {
    data: { first_name: 'Nina', last_name: 'Roux', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const token: string = (await registered.json()).data.access_token;
  const headers = { Authorization: `Bearer ${token}` };

  const outbox = await request.get(`/api/dev/outbox.json?to=${encodeURIComponent(email)}`);
  expect(outbox.ok()).toBe(true);
  const mails: Array<{ subject: string | null; body_text: string }> = (await outbox.json()).data;
  const code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.subject ?? mail.body_text)?.[1]).find(Boolean);
  expect(code).toBeTruthy();
  expect((await request.post('/api/v1/verify-otp', { headers, data: { otp: code } })).ok()).toBe(true);

  const billing = await request.post('/api/v1/manager/billing-info', {
    headers,
    data: {
      company_name: 'Roux & Fils',
      contact_name: 'Nina Roux',
      phone: '+33 1 23 45 67 89',
      email,
      billing_address: '3 rue des Lilas',
      postal_code: '69001',
      city: 'Lyon',
      country: 'FR',
      agreed_to_terms: true,
    },
  });
  expect(billing.ok()).toBe(true);
  return { email, token };
}

async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test('the profile is edited and the change survives a reload', async ({ page, request }) => {
  const owner = await registerOwner(request, 'profile');
  await signIn(page, owner.email, password);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Ninon');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ninon');
});

test('a profile picture is uploaded', async ({ page, request }) => {
  const owner = await registerOwner(request, 'image');
  await signIn(page, owner.email, password);
  await page.goto('/settings');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the password is changed, then signs in', async ({ page, request }) => {
  const owner = await registerOwner(request, 'password');
  await signIn(page, owner.email, password);
  await page.goto('/settings?tab=password');
  await expect(page.getByRole('tab', { name: 'Manage Password', selected: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const next = 'Changed-e2e-2027';
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, owner.email, next);
});

test('the owner deletes the account and can no longer sign in', async ({ page, request }) => {
  const owner = await registerOwner(request, 'delete');
  await signIn(page, owner.email, password);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and all its data have been deleted.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});

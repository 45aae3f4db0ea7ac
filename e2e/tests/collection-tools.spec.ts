import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, lastEmail, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

/** Léa's own link at her first location, as the server gives it to her. */
async function leaLink(request: APIRequestContext): Promise<string> {
  const lea = await apiLogin(request, demo.otherSeller);
  const tools = await request.get('/api/v1/seller/tools', { headers: { Authorization: `Bearer ${lea.access_token}` } });
  const url = ((await tools.json()) as { data: { links: Array<{ url: string }> } }).data.links[0]?.url;
  expect(url).toMatch(/\/reviews\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+$/);
  return url!;
}

/** What a PNG's QR code says: the browser decodes the image to pixels, jsQR reads them. */
async function decodeQr(page: Page, png: Buffer): Promise<string | undefined> {
  const { data, width, height } = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(pixels.data), width: pixels.width, height: pixels.height };
  }, png.toString('base64'));
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data;
}

test("a seller sends a review request, which leaves with the seller's own link", async ({ page, request }) => {
  const link = await leaLink(request);
  await storeSession(page, await apiLogin(request, demo.otherSeller));
  await page.goto('/seller/tools');
  await expect(page.getByRole('heading', { level: 2, name: 'Send a review request' })).toBeVisible();
  await expectNoAxeViolations(page);

  const customer = `e2e-request-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: /Customer’s first name/ }).fill('Maëlle');
  await page.getByRole('textbox', { name: /Customer’s email/ }).fill(customer);
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('The review request has been sent to Maëlle.')).toBeVisible();

  await expect(page.getByRole('row').filter({ hasText: 'Maëlle' })).toContainText('Sent');
  const mail = await lastEmail(request, customer, 'reviewRequest');
  expect(mail.body_text).toContain(link);
  expect(mail.body_text).toContain('Hello Maëlle');

  // By SMS, to a number typed as people do: the outbox has the SMS with the same link.
  await page.getByRole('radio', { name: 'SMS' }).check({ force: true });
  await page.getByRole('textbox', { name: /Customer’s first name/ }).fill('Paul');
  await page.getByRole('textbox', { name: /Customer’s mobile number/ }).fill('06 98 76 54 32');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('The review request has been sent to Paul.')).toBeVisible();
  const sms = await lastEmail(request, '+33698765432', 'reviewRequest');
  expect(sms.body_text).toContain(link);
});

test('a manager edits the email template and the preview follows as they type', async ({ page, request }) => {
  await storeSession(page, await apiLogin(request, demo.manager));
  await page.goto('/manager/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Collection tools' })).toBeVisible();
  const preview = page.getByTestId('email-preview');
  await expect(preview).toContainText('Hello Camille');
  await expectNoAxeViolations(page);

  const subject = page.getByRole('textbox', { name: /Email subject/ });
  await subject.fill('{first_name}, one minute for {business}?');
  await expect(preview).toContainText(/Camille, one minute for .+\?/);
  const body = page.getByRole('textbox', { name: /Email message/ });
  await body.fill('Dear {first_name}, your review: {link}');
  await expect(preview).toContainText(/Dear Camille, your review: http:\/\/.+\/reviews\/[0-9a-f-]{36}\//);
  await page.getByRole('button', { name: 'Save the messages' }).click();
  await expect(page.getByText('The messages have been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: /Email subject/ })).toHaveValue(
    '{first_name}, one minute for {business}?',
  );
});

test("the QR code a manager downloads decodes back to the seller's link", async ({ page, request }) => {
  const link = await leaLink(request);
  await storeSession(page, await apiLogin(request, demo.manager));
  await page.goto('/manager/sellers');
  const row = page.getByRole('row').filter({ hasText: demo.otherSeller });
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Customize QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize the QR code' });
  await expect(dialog.locator('[role="img"] svg')).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PNG' }).click();
  const png = await readFile((await (await download).path())!);
  expect(await decodeQr(page, png)).toBe(link);
});

test("a manager shows a seller's code on the tools page: copied, downloaded and printed, it is her link", async ({
  page,
  request,
}) => {
  const link = await leaLink(request);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await storeSession(page, await apiLogin(request, demo.manager));
  await page.goto('/manager/tools');
  await expect(page.getByRole('heading', { level: 2, name: 'Collection link and QR code' })).toBeVisible();
  await page.getByRole('button', { name: /Link and QR code of/ }).click();
  await page.getByRole('option', { name: /^Léa / }).click();
  await expect(page.getByRole('textbox', { name: 'Review link' })).toHaveValue(link);
  await expect(page.getByText(/^Reviews left through Léa .+’s link or QR code are attributed to Léa /)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied. Paste it wherever your customers are.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  const png = await readFile((await (await download).path())!);
  expect(await decodeQr(page, png)).toBe(link);

  // The A6 card: her code goes to the browser's print dialog (stubbed: a headless browser has none).
  await page.evaluate(() => {
    window.print = () => Object.assign(window, { printed: true });
  });
  await page.getByRole('button', { name: 'Print an A6 card' }).click();
  const card = page.getByTestId('print-card');
  await expect(card).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: boolean }).printed ?? false))
    .toBe(true);
  await page.emulateMedia({ media: 'print' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Enjoyed your visit? Scan to leave us a review.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Collection tools' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(card).toHaveCount(0);
});

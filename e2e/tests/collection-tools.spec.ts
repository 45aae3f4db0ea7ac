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

test("a manager's request sent shows in the history at once, whose second page a link and the pager open", async ({
  page,
  request,
}) => {
  const manager = await apiLogin(request, demo.manager);
  const auth = { Authorization: `Bearer ${manager.access_token}` };
  await storeSession(page, manager);
  // The location the page shows is the working location's: read from the tools call it makes.
  const toolsCall = page.waitForResponse((r) =>
    /^\/api\/v1\/manager\/tools\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname),
  );
  await page.goto('/manager/tools');
  const location = new URL((await toolsCall).url()).pathname.split('/').pop()!;
  const history = page.getByRole('region', { name: 'Requests sent' });
  await expect(page.getByRole('heading', { level: 2, name: 'Requests sent' })).toBeVisible();

  // Sent from the form: the new request heads the history, the page never reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const firstName = `Maëlys${Date.now() % 100_000}`;
  await page.getByRole('textbox', { name: /Customer’s first name/ }).fill(firstName);
  await page.getByRole('textbox', { name: /Customer’s email/ }).fill(`e2e-history-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText(`The review request has been sent to ${firstName}.`)).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText(firstName);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // More than ten requests in all, so there is a second page; its first row is the eleventh newest.
  const read = async (n: number) => {
    const response = await request.get(`/api/v1/manager/tools/${location}/requests?page=${n}`, { headers: auth });
    expect(response.status()).toBe(200);
    return (
      (await response.json()) as { data: { requests: Array<{ first_name: string }>; pagination: { total: number } } }
    ).data;
  };
  for (let i = (await read(1)).pagination.total; i < 12; i += 1) {
    const sent = await request.post(`/api/v1/manager/tools/${location}/requests`, {
      headers: auth,
      data: {
        channel: 'email',
        first_name: `Older-${String(i).padStart(2, '0')}`,
        email: `e2e-older-${i}-${Date.now()}@example.com`,
      },
    });
    expect(sent.ok()).toBe(true);
  }
  const second = await read(2);
  const total = (await read(1)).pagination.total;
  const eleventh = second.requests[0]!.first_name;

  // By its link: a reload keeps it.
  await page.goto('/manager/tools?history=2');
  await expect(history.getByRole('row').nth(1)).toContainText(eleventh);
  await expect(history.getByText(`11–${total} of ${total}`)).toBeVisible();
  await page.reload();
  await expect(history.getByRole('row').nth(1)).toContainText(eleventh);
  await expectNoAxeViolations(page);

  // By the pager, from the first page: the URL says which page shows.
  await page.goto('/manager/tools');
  await expect(history.getByText(`1–10 of ${total}`)).toBeVisible();
  await history.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/manager\/tools\?history=2$/);
  await expect(history.getByRole('row').nth(1)).toContainText(eleventh);
  await history.getByRole('button', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/manager\/tools$/);
  await expect(history.getByText(`1–10 of ${total}`)).toBeVisible();
});

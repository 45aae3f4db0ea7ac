import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

/**
 * Issue 14's journey: a manager works through the 1–2 star unanswered reviews (assign, AI
 * draft, edit, send), exports what the filters show as XLSX and CSV and the files hold that
 * list; a review posted meanwhile appears live; the seller who collected it sees it.
 */

/** Léa's collection link at the demo location. */
async function leasLink(request: APIRequestContext): Promise<string> {
  const { access_token: token } = await apiLogin(request, demo.owner);
  const response = await request.get('/api/v1/manager/sellers?per_page=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  type Sellers = { data: { sellers: Array<{ email: string; links: Array<{ path: string }> }> } };
  const path = ((await response.json()) as Sellers).data.sellers.find((s) => s.email === demo.otherSeller)?.links[0]
    ?.path;
  if (!path) throw new Error('Léa has no collection link');
  return path;
}

/** A customer posts the public form, as a browser without JavaScript does. */
async function postReview(request: APIRequestContext, link: string, rating: number, name: [string, string]) {
  const posted = await request.post(link, {
    form: {
      rating: String(rating),
      comment: `${name[0]} found the wait too long.`,
      first_name: name[0],
      last_name: name[1],
      email: `${name[0].toLowerCase()}@example.com`,
    },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
}

/** Signs in as the console does: the session cookie (the live stream sends it) and the stored session. */
async function signIn(page: Page, email: string) {
  const session = await apiLogin(page.request, email);
  await page.goto('/login');
  await page.evaluate((data) => {
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify(data.user));
    localStorage.setItem('token', data.access_token);
    localStorage.setItem('permissions', JSON.stringify(data.permissions));
    localStorage.setItem('roles', JSON.stringify(data.roles));
  }, session);
  return session.access_token;
}

/** Every review of the filtered list, through the API, as the inbox's pages show them. */
async function everyReviewer(page: Page, token: string, query: string): Promise<string[]> {
  const location = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('selectedLocation') ?? 'null') as { id: string } | null)?.id,
  );
  const names: string[] = [];
  for (let n = 1; ; n += 1) {
    const response = await page.request.get(
      `/api/v1/manager/reviews?${query}&per_page=100&page=${n}${location ? `&location_id=${location}` : ''}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as {
      data: { reviews: Array<{ reviewer_name: string }>; pagination: { last_page: number } };
    };
    names.push(...data.reviews.map((r) => r.reviewer_name));
    if (n >= data.pagination.last_page) return names;
  }
}

async function download(page: Page, format: 'CSV (spreadsheet text)' | 'Excel (XLSX)') {
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const file = await downloading;
  const path = await file.path();
  return { name: file.suggestedFilename(), content: await readFile(path) };
}

test('a manager answers a low review, exports the list, sees a new one arrive; the seller sees theirs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const link = await leasLink(request);
  await postReview(request, link, 1, ['Noah', 'Journey']);
  const token = await signIn(page, demo.manager);
  await page.goto('/manager/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();

  // 1 and 2 stars, unanswered.
  await page.getByRole('tab', { name: /Unanswered/ }).click();
  await expect(page).toHaveURL(/tab=unanswered/);
  await expect(page.getByRole('tab', { name: /Unanswered/ })).toHaveAttribute('aria-selected', 'true');
  // The filters stay as they are while the tab's page loads (they are above the tabs' panels).
  const rating = page.getByRole('group', { name: 'Rating' });
  await rating.getByText('1 star', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: '1 star' })).toBeChecked();
  await rating.getByText('2 stars', { exact: true }).click();
  await expect(page).toHaveURL(/ratings=1%2C2|ratings=1,2/);
  const card = page.getByRole('listitem').filter({ hasText: 'Noah Journey' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

  // Assigned to the seller who collected it, answered with an edited AI draft.
  await card.getByRole('button', { name: /Assign to/ }).click();
  await page.getByRole('option', { name: 'Léa Bernard' }).click();
  await expect(card.getByText('Assigned to Léa Bernard')).toBeVisible();
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  await card.getByRole('button', { name: 'Write with AI' }).click();
  const text = card.getByRole('textbox', { name: 'Reply to Noah Journey' });
  await expect(text).toHaveValue(/Noah/);
  await expectNoAxeViolations(page);
  await text.fill(`${await text.inputValue()}\n\nHugo, journey manager`);
  await card.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText('Your reply has been sent.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Noah Journey' })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Answered/ }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Noah Journey' })
      .getByText(/journey manager/),
  ).toBeVisible();

  // Back to the unanswered low reviews: a review posted now appears without a reload.
  await page.getByRole('tab', { name: /Unanswered/ }).click();
  await expect(page).toHaveURL(/tab=unanswered/);
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await postReview(request, link, 2, ['Olga', 'Meanwhile']);
  // Other specs post reviews to the demo organization at the same time (two workers): the count
  // the manager is offered may include theirs.
  await page.getByRole('button', { name: /^\d+ new reviews?$/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Olga Meanwhile' })).toBeVisible();

  // The exports hold exactly the filtered list, every page, in its order.
  const expected = await everyReviewer(page, token, 'tab=unanswered&ratings=1,2');
  expect(expected).toContain('Olga Meanwhile');
  const xlsx = await download(page, 'Excel (XLSX)');
  expect(xlsx.name).toMatch(/^reviews-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.content as unknown as ArrayBuffer);
  const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).slice(2) as unknown[][];
  expect(rows.map((row) => row[5])).toEqual(expected);
  expect(rows.every((row) => row[4] === 1 || row[4] === 2)).toBe(true);

  const csv = await download(page, 'CSV (spreadsheet text)');
  expect(csv.name).toMatch(/^reviews-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parse(csv.content, { bom: true }) as string[][];
  expect(records[0]?.slice(0, 5)).toEqual(['Date', 'Location', 'Source', 'Rating', 'Reviewer']);
  expect(records.slice(1).map((r) => r[4])).toEqual(expected);
  await expectNoAxeViolations(page);

  // Léa, who collected it, sees the answered review on her own page.
  await signIn(page, demo.otherSeller);
  await page.goto('/seller/reviews?ratings=1');
  await expect(page.getByRole('heading', { level: 1, name: 'My Reviews' })).toBeVisible();
  const own = page.getByRole('listitem').filter({ hasText: 'Noah Journey' });
  await expect(own.getByText(/journey manager/)).toBeVisible();
  await expectNoAxeViolations(page);
});

import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test.use({ locale: 'en-GB' });

/** The toast region's chunk (apps/console/src/app/toastRegion.ts), fetched with the first toast. */
const isRegionChunk = (url: string) => /\/assets\/toastRegion-[\w-]+\.js$/.test(url);

test('sign-in fetches the toast region with its first toast, which shows, is announced and closes from the keyboard', async ({
  page,
}) => {
  const regionChunks: string[] = [];
  page.on('request', (request) => {
    if (isRegionChunk(request.url())) regionChunks.push(request.url());
  });
  await page.route('**/api/v1/login', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(regionChunks, 'the sign-in page does not download the toast region').toEqual([]);

  await page.getByLabel('Email').fill('demo@starcrew.app');
  await page.getByLabel('Password', { exact: true }).fill('Starcrew-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  const region = page.getByRole('region', { name: 'Notifications' });
  const toast = region.getByRole('alertdialog');
  await expect(toast).toBeVisible();
  // The title sits in react-aria's role="alert", which screen readers announce as it appears.
  await expect(toast.getByRole('alert')).toContainText('An unexpected error occurred.');
  expect(regionChunks).toHaveLength(1);
  await expectNoAxeViolations(page);

  await toast.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

import { apiLogin, demo, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

/**
 * A page opened with a stored session checks it first, with a lazy chunk (the session's calls
 * and the contract's schemas, issue 18). When that chunk cannot be fetched (offline, a deploy
 * replaced the files) the page stayed blank: now it says so, keeps the session, and "Try again"
 * loads it, or reloads the page when the server serves a newer build.
 */
const sessionChunk = (url: URL) => /\/assets\/sessionCalls-[\w-]+\.js$/.test(url.pathname);

test('a session chunk that fails to load shows the message, and Try again signs the person in', async ({
  page,
  request,
}) => {
  await storeSession(page, await apiLogin(request, demo.owner));
  // Off the sign-in page, which may fetch the session's calls itself (its form's first focus).
  await page.goto('about:blank');
  // The connection drops for that one request.
  await page.route(sessionChunk, (route) => route.abort('internetdisconnected'), { times: 1 });

  await page.goto('/manager/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'The page could not finish loading' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Connection error: Unable to reach the server.');
  // Not signed out: the stored session is kept for the next try.
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  // With the keyboard, as the page's one control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('The page could not finish loading')).toHaveCount(0);
});

test('after a deploy replaced the files, Try again reloads the page, which signs the person in', async ({
  page,
  request,
}) => {
  await storeSession(page, await apiLogin(request, demo.owner));
  await page.goto('about:blank');
  // This build's chunk is gone (the server answers 404 for a stale asset) until the page reloads.
  let deployed = false;
  await page.route(sessionChunk, (route) =>
    deployed ? route.continue() : route.fulfill({ status: 404, body: 'Not Found' }),
  );
  // The server's page now names another entry script: a new build.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-NEWBUILD.js');
      deployed = true;
      await route.fulfill({ response: answer, body: html });
    },
  );

  await page.goto('/manager/dashboard');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  const reloaded = page.waitForRequest((request) => request.isNavigationRequest());
  await retry.click();

  expect(new URL((await reloaded).url()).pathname).toBe('/manager/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

import type { APIRequestContext } from '@playwright/test';
import { apiLogin, demo } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

/** Léa's collection link at the demo location, as the manager's sellers list gives it. */
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

test('a review sent through the public form appears in an open inbox without a reload', async ({ page, request }) => {
  // Signed in as the console does: the session cookie (which the event stream sends) and the stored session.
  const session = await apiLogin(page.request, demo.manager);
  await page.goto('/login');
  await page.evaluate((data) => {
    localStorage.setItem('user', JSON.stringify(data.user));
    localStorage.setItem('token', data.access_token);
    localStorage.setItem('permissions', JSON.stringify(data.permissions));
    localStorage.setItem('roles', JSON.stringify(data.roles));
  }, session);
  await page.goto('/manager/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Margaux Live' })).toHaveCount(0);

  // A customer posts the form, as a browser without JavaScript does.
  const link = await leasLink(request);
  const posted = await request.post(link, {
    form: {
      rating: '5',
      comment: 'Arrived while the inbox was open.',
      first_name: 'Margaux',
      last_name: 'Live',
      email: 'margaux@example.com',
    },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);

  const button = page.getByRole('button', { name: '1 new review' });
  await expect(button).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 new review' })).toHaveCount(1);
  await button.click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Margaux Live' })).toBeVisible();
  await expect(page.getByRole('button', { name: /new review/ })).toHaveCount(0);
});

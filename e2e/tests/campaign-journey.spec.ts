import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

/**
 * Issue 16's journey: a manager runs a campaign from the wizard to distributed rewards, and a
 * seller follows it. The campaign ends by the server's clock, which this test moves a day on
 * (`PUT /api/dev/clock`, served with E2E_HOOKS=1 only) before running the close-out at once
 * (`POST /api/dev/campaigns/close-out`) instead of waiting for its 5-minute tick; the clock goes
 * back to the real time at the end, whatever happens (modules/campaigns/DECISIONS.md).
 */

/**
 * Signed in as the console does: the session cookie in the page's context (the live stream
 * sends it) and the stored session. Whoever was signed in before is forgotten first, on a page
 * of the origin that is not the console (which would end the stale session, cookie included).
 */
async function signInAs(page: Page, email: string) {
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  const session = await apiLogin(page.request, email);
  await page.evaluate((data) => {
    localStorage.setItem('user', JSON.stringify(data.user));
    localStorage.setItem('token', data.access_token);
    localStorage.setItem('permissions', JSON.stringify(data.permissions));
    localStorage.setItem('roles', JSON.stringify(data.roles));
  }, session);
}

/** Each seller's collection link at the demo location, from the owner's sellers list. */
async function sellerLinks(request: APIRequestContext): Promise<{ lea: string; tom: string }> {
  const { access_token: token } = await apiLogin(request, demo.owner);
  const response = await request.get('/api/v1/manager/sellers?per_page=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  type Sellers = { data: { sellers: Array<{ email: string; links: Array<{ path: string }> }> } };
  const sellers = ((await response.json()) as Sellers).data.sellers;
  const link = (email: string) => {
    const path = sellers.find((s) => s.email === email)?.links[0]?.path;
    if (!path) throw new Error(`${email} has no collection link`);
    return path;
  };
  return { lea: link(demo.otherSeller), tom: link(demo.seller) };
}

/**
 * A customer's phone, in French, behind a carrier's proxy: its own address (the server trusts
 * loopback's X-Forwarded-For in the e2e), so these reviews do not use up the review-form tests'
 * hourly limit at the demo location.
 */
async function customerPhone(browser: Browser) {
  return browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.16' },
  });
}

async function sendReview(phone: Page, link: string, firstName: string) {
  await phone.goto(link);
  await phone.getByRole('radio', { name: '5 étoiles' }).check();
  await phone.getByRole('textbox', { name: 'Votre avis' }).fill('Conseils précis et accueil souriant.');
  await phone.getByRole('textbox', { name: 'Prénom' }).fill(firstName);
  await phone.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await phone.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`${firstName.toLowerCase()}@example.com`);
  await phone.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Merci pour votre avis !' })).toBeVisible();
}

/** Today in the demo organization's zone, as the date pickers take it (month, day, year). */
function todayTyped(): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}${part('day')}${part('year')}`;
}

/** "n / 2" of a participant's progress bar on the details page. */
const reviewsOf = async (page: Page, name: string) =>
  Number((await page.getByRole('progressbar', { name }).getAttribute('aria-valuetext'))?.split(' / ')[0]);

test.afterEach(async ({ request }) => {
  await request.put('/api/dev/clock', { data: { at: null } });
});

test('a manager runs a shared target campaign from the wizard to distributed rewards, and a seller follows it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Journey ${Date.now()}`;
  const links = await sellerLinks(request);
  await signInAs(page, demo.owner);

  // Step 1: one day, today (the plan allows a second campaign running beside the demo's).
  await page.goto('/manager/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'My Campaigns' })).toBeVisible();
  await page.getByRole('button', { name: 'Create a campaign' }).first().click();
  await page.getByRole('textbox', { name: /Campaign title/ }).fill(title);
  for (const field of [/Start date/, /End date/]) {
    await page.getByRole('group', { name: field }).getByRole('spinbutton').first().click();
    await page.keyboard.type(todayTyped());
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: refused without a reward mode, then with the same reward for both ranks.
  await expect(page.getByRole('heading', { level: 2, name: 'Reward Objective' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select a reward mode')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /Target to reach/ }).check({ force: true });
  await page.getByRole('textbox', { name: /Number of reviews to collect/ }).fill('2');
  await page.getByRole('radio', { name: /Only the top performers/ }).check({ force: true });
  await page.getByRole('textbox', { name: /Number of winners/ }).fill('2');
  await page.getByRole('switch', { name: /Different rewards per winner rank/ }).check({ force: true });
  await page.getByRole('textbox', { name: /Reward for rank 1/ }).fill('A dinner for two');
  await page.getByRole('textbox', { name: /Reward for rank 2/ }).fill('A dinner for two');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter different rewards')).toBeVisible();
  await page.getByRole('textbox', { name: /Reward for rank 2/ }).fill('Two cinema tickets');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the demo location, one shared ranking, both sellers.
  await expect(page.getByRole('heading', { level: 2, name: 'Participants' })).toBeVisible();
  await page.getByRole('button', { name: /Locations/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: /Shared/ }).check({ force: true });
  await page.getByRole('button', { name: /Sellers/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Léa Bernard' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Tom Petit' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create the campaign' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'My Campaigns' })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('One ranking across the locations')).toBeVisible();
  await expect(page.getByText('Rank 2: Two cinema tickets')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Tom Petit' })).toHaveAttribute('aria-valuetext', '0 / 2');
  await expectNoAxeViolations(page);

  // Customers review each seller on their phone; the open details page follows without a reload.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const lea = await reviewsOf(page, 'Léa Bernard');
  const phoneContext = await customerPhone(browser);
  const phone = await phoneContext.newPage();
  await sendReview(phone, links.tom, 'Camille');
  await expect(page.getByRole('progressbar', { name: 'Tom Petit' })).toHaveAttribute('aria-valuetext', '1 / 2');
  await sendReview(phone, links.tom, 'Jules');
  await expect(page.getByRole('progressbar', { name: 'Tom Petit' })).toHaveAttribute('aria-valuetext', '2 / 2');
  await sendReview(phone, links.lea, 'Nina');
  await expect(page.getByRole('progressbar', { name: 'Léa Bernard' })).toHaveAttribute(
    'aria-valuetext',
    `${lea + 1} / 2`,
  );
  await sendReview(phone, links.lea, 'Sacha');
  await expect(page.getByRole('progressbar', { name: 'Léa Bernard' })).toHaveAttribute(
    'aria-valuetext',
    `${lea + 2} / 2`,
  );
  await phoneContext.close();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The day is over: the clock moves to tomorrow and the close-out runs.
  const moved = await request.put('/api/dev/clock', {
    data: { at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() },
  });
  expect(moved.status()).toBe(200);
  const closed = await request.post('/api/dev/campaigns/close-out');
  expect(closed.status()).toBe(200);

  // Sessions are 12 hours long: a day later, the owner signs in again.
  await signInAs(page, demo.owner);
  await page.goto('/manager/campaigns?tab=completed');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto('/manager/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  const ours = page.getByRole('row').filter({ hasText: title });
  await expect(ours).toHaveCount(2);
  await expect(ours.filter({ hasText: 'Tom Petit' })).toBeVisible();
  await expect(ours.filter({ hasText: 'Léa Bernard' })).toBeVisible();
  await expectNoAxeViolations(page);

  const toms = ours.filter({ hasText: 'Tom Petit' });
  await toms.getByRole('gridcell').first().click();
  await expect(toms.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Mark as distributed' }).click();
  await expect(page.getByText('Reward marked as distributed')).toBeVisible();
  await expect(ours).toHaveCount(1);

  await page.getByRole('tab', { name: /Distributed/ }).click();
  await expect(page).toHaveURL(/tab=distributed/);
  const given = page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Tom Petit' });
  await given.getByRole('gridcell').first().click();
  await expect(given.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Undistribute' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Undistribute this reward?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Undistribute' }).click();
  await expect(page.getByText('Reward undistributed: it is to distribute again')).toBeVisible();
  await page.getByRole('tab', { name: /To Distribute/ }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(2);

  // Tom follows his campaign in his own area: completed, his progress and rank.
  await signInAs(page, demo.seller);
  await page.goto('/seller/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'My Campaigns' })).toBeVisible();
  const completed = page.getByRole('region', { name: 'Completed' });
  const card = completed.getByRole('region', { name: title });
  await expect(card.getByRole('progressbar', { name: '2 of 2 reviews' })).toBeVisible();
  await expect(card.getByText('Goal reached')).toBeVisible();
  await expect(card.getByText(/^Rank \d$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

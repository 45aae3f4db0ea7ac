import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, storeSession } from './authHelpers.ts';

test.use({ locale: 'en-GB' });

interface Figures {
  total_reviews: number;
  average_rating: number | null;
  rated_reviews: number;
  rating_sum: number;
  active_members: number;
  total_campaigns: number;
}

const number = new Intl.NumberFormat('en-GB');

/** The sandbox's reviews are imported by a job after start-up: wait until the count has settled. */
async function settledFigures(request: APIRequestContext, token: string): Promise<Figures> {
  let last: Figures | undefined;
  let settled = false;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/manager/dashboard', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.status()).toBe(200);
        const figures = ((await response.json()) as { data: Figures }).data;
        settled = figures.total_reviews > 0 && figures.total_reviews === last?.total_reviews;
        last = figures;
        return settled;
      },
      { intervals: [1000], timeout: 60_000 },
    )
    .toBe(true);
  if (!last) throw new Error('no figures');
  return last;
}

/**
 * What the goal calculator must answer, worked out here by trying each number of extra
 * 5-star reviews in turn (the console computes it in closed form).
 */
function goalAnswer(
  target: number,
  { average_rating: average, rated_reviews: count, rating_sum: sum }: Figures,
): string {
  if (average !== null && count > 0 && average >= target) {
    return 'Your current score is already at or above this target. Keep it up!';
  }
  for (let n = 1; n <= 1000; n += 1) {
    if ((sum + 5 * n) / (count + n) >= target - 1e-9) {
      return `You need ${number.format(n)} more 5-star ${n === 1 ? 'review' : 'reviews'} to reach ${number.format(target)}.`;
    }
  }
  return 'This target is too high to be realistic. Try a slightly lower score.';
}

test('the demo owner sees the figures of the selected location and works out a goal with the keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await apiLogin(request, demo.owner);
  await settledFigures(request, session.access_token);

  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/manager/dashboard' && response.status() === 200,
  );
  // The top bar's selector and the dashboard both need the locations: one request serves both.
  const listed: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/active-locations') listed.push(r.url());
  });
  await storeSession(page, session);
  await page.goto('/manager/dashboard');
  const response = await answered;
  const shown = ((await response.json()) as { data: Figures }).data;
  const locationId = new URL(response.url()).searchParams.get('location_id');
  expect(locationId).toBeTruthy();

  // The page asked for the top bar's location; the same question asked here gets the same answer.
  const auth = { authorization: `Bearer ${session.access_token}` };
  const direct = await request.get(`/api/v1/manager/dashboard?location_id=${locationId}`, { headers: auth });
  expect(((await direct.json()) as { data: Figures }).data).toEqual(shown);
  const locations = (
    (await (await request.get('/api/v1/active-locations', { headers: auth })).json()) as {
      data: Array<{ id: string; name: string }>;
    }
  ).data;
  const name = locations.find((l) => l.id === locationId)?.name ?? '';
  await expect(page.getByText(`Here is how ${name} is doing.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Hello, Camille')).toBeVisible();
  expect(listed).toHaveLength(1);

  const figures = page.getByRole('list', { name: 'Key figures' });
  const card = (label: string) => figures.getByRole('listitem').filter({ hasText: label });
  await expect(card('Total reviews')).toContainText(number.format(shown.total_reviews));
  await expect(card('Average rating')).toContainText(
    shown.average_rating === null
      ? 'No rating yet'
      : `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(shown.average_rating)}/5`,
  );
  await expect(card('Active members')).toContainText(number.format(shown.active_members));
  await expect(card('Total campaigns')).toContainText(number.format(shown.total_campaigns));
  await expectNoAxeViolations(page);

  // The goal calculator, by keyboard only: type a target, Enter; step it with the arrow key; a target out of range.
  const calculator = page.getByRole('region', { name: 'Goal calculator' });
  const answer = calculator.getByRole('status');
  const field = calculator.getByRole('textbox', { name: 'Target score' });
  await field.focus();
  await page.keyboard.type('4.8');
  await page.keyboard.press('Enter');
  await expect(answer).toHaveText(goalAnswer(4.8, shown));
  await page.keyboard.press('ArrowUp');
  await expect(field).toHaveValue('4.9');
  await expect(answer).toHaveText(goalAnswer(4.9, shown));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(calculator.getByText('Target score must be between 0 and 5')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('the owner sorts the team ranking both ways and switches the rating chart to years', async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await apiLogin(request, demo.owner);
  await settledFigures(request, session.access_token);
  await storeSession(page, session);
  await page.goto('/manager/dashboard');

  const ranking = page.getByRole('grid', { name: 'Team ranking' });
  await expect(ranking.getByRole('rowheader').first()).toBeVisible({ timeout: 30_000 });
  const totals = async () =>
    (await ranking.getByRole('row').allTextContents())
      .slice(1)
      .map((text) => Number(/(\d[\d,]*)$/.exec(text)?.[1]?.replace(/,/g, '')));
  const header = ranking.getByRole('columnheader', { name: /Total reviews/ });
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await totals();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  // The keyboard sorts it back: Enter on the focused header.
  await header.focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = await totals();
  expect(descending).toEqual([...ascending].sort((a, b) => b - a));
  await expect(ranking.getByRole('link').first()).toHaveAttribute('href', /^\/manager\/sellers\?search=/);

  const years = page.getByRole('radio', { name: 'Years' });
  await years.click();
  await expect(years).toBeChecked();
  const points = page.getByRole('group', { name: /Average rating by period/ }).getByRole('img');
  await expect(points.first()).toHaveAccessibleName(/^\d{4}: average/);
  await points.last().focus();
  await expect(page.getByText((await points.last().getAttribute('aria-label')) ?? '', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a seller sees their own dashboard with their row of the team ranking highlighted', async ({ page, request }) => {
  const session = await apiLogin(request, demo.otherSeller);
  await storeSession(page, session);
  await page.goto('/seller/dashboard');
  const ranking = page.getByRole('list', { name: 'Team ranking by reviews collected' });
  const rows = ranking.getByRole('listitem');
  const highlighted = page.getByRole('listitem').and(page.locator('[aria-current="true"]'));
  await expect(highlighted).toBeVisible({ timeout: 30_000 });
  // Léa shares her location with teammates: several rows, hers (the demo's Léa Bernard) the only
  // one highlighted, marked "You" (the design system's Ranking).
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
  await expect(highlighted).toHaveCount(1);
  await expect(ranking.getByRole('listitem').and(page.locator('[aria-current="true"]'))).toHaveCount(1);
  await expect(highlighted).toContainText('Léa Bernard');
  await expect(highlighted).toContainText('You');
  await expect(rows.filter({ hasText: 'Léa Bernard' })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

test('the demo owner creates a shared target campaign through the wizard, then opens its details', async ({
  page,
  request,
}) => {
  const title = `Spring push ${Date.now()}`;
  await storeSession(page, await apiLogin(request, demo.owner));
  await page.goto('/manager/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'My Campaigns' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create a campaign' }).first().click();
  await page.getByRole('textbox', { name: /Campaign title/ }).fill(title);
  // Two date pickers (the console's English: month, day, year); a campaign to come, so no plan's running limit.
  await page
    .getByRole('group', { name: /Start date/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('01042027');
  await page
    .getByRole('group', { name: /End date/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('01312027');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: "Next" with no reward mode says so, in the spec's words.
  await expect(page.getByRole('heading', { level: 2, name: 'Reward Objective' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select a reward mode')).toBeVisible();
  await page.getByRole('radio', { name: /Target to reach/ }).check({ force: true });
  await page.getByRole('textbox', { name: /Number of reviews to collect/ }).fill('15');
  await page.getByRole('textbox', { name: /^Reward/ }).fill('A dinner for two');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: a location and a seller, the ranking shared.
  await expect(page.getByRole('heading', { level: 2, name: 'Participants' })).toBeVisible();
  await page.getByRole('button', { name: /Locations/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: /Shared/ }).check({ force: true });
  await page.getByRole('button', { name: /Sellers/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create the campaign' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'My Campaigns' })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('One ranking across the locations')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ranking', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingHandlers, billingMeta, ready, subscription } from './billingStory.tsx';

/** Plans: the monthly/annual toggle with the saving, and the three plans with their limits. */
const meta = {
  ...billingMeta,
  title: 'Console/Billing/Plans',
  args: { path: '/manager/plans', locale: 'en' },
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(null));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Pro' })).toBeVisible();
  },
} satisfies Meta<typeof billingMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No subscription yet: the trial is offered and each plan can be chosen. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText(/14-day free trial/)).toBeVisible();
    await expect(canvas.getByText('€59.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose Pro' })).toBeVisible();
    // The header leads back to the app (the guard lets this owner in) and has the profile menu.
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/manager/dashboard');
    await expect(banner.getByRole('button', { name: 'Camille Laurent' })).toBeVisible();
  },
};

/** The annual toggle shows the yearly price per location. */
export const Annual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Annual (save 17%)' }));
    await expect(await canvas.findByText('€590.00')).toBeVisible();
  },
};

/** Subscribed to Pro: only upgrades are offered. */
export const Upgrade: Story = {
  args: { path: '/manager/plans/upgrade' },
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(subscription()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Current plan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Switch to Network' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Switch to Essential' })).toBeNull();
  },
};

/** Changes the plan only after the recap: what the switch calls, in order. */
const changeCalls: string[] = [];
const recordChanges = (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => {
  changeCalls.length = 0;
  billingMeta.beforeEach();
  context.msw.use(
    ...billingHandlers(subscription()),
    http.patch('/api/v1/manager/subscriptions', async ({ request }) => {
      changeCalls.push(JSON.stringify(await request.json()));
      return HttpResponse.json({ data: { plan: null, subscription: null } });
    }),
  );
};

/**
 * Pro monthly to Network: a recap first (new price and period, the proration of the rest of
 * the period and when it is invoiced, the date it takes effect); nothing changes until confirmed.
 */
export const ChangeRecap: Story = {
  args: { path: '/manager/plans/upgrade' },
  beforeEach: recordChanges,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Network' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Switch to Network?' })).toBeVisible());
    await expect(dialog.getByText('€99.00 per location, monthly, for 3 active locations')).toBeVisible();
    await expect(dialog.getByText('New monthly invoice: €356.40 incl. VAT')).toBeVisible();
    await expect(
      dialog.getByText(
        'The rest of the current period is prorated: €60.00 excl. VAT, added to your invoice of December 1, 2026.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('Takes effect at once, on November 16, 2026.')).toBeVisible();
    await expect(changeCalls).toEqual([]);
  },
};

/** Cancelling the recap changes nothing. */
export const ChangeCancelled: Story = {
  tags: ['skip-visual'],
  args: { path: '/manager/plans/upgrade' },
  beforeEach: recordChanges,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Network' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(changeCalls).toEqual([]);
  },
};

/** Pro annual: a new period billed now, less the unused time; confirming sends the change. */
export const ChangeIntervalConfirmed: Story = {
  tags: ['skip-visual'],
  args: { path: '/manager/plans/upgrade' },
  beforeEach: recordChanges,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Annual (save 17%)' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Pro' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Switch to Pro?' })).toBeVisible());
    await expect(
      dialog.getByText(
        'A new period starts today and is invoiced now: €2,124.00 incl. VAT, less a credit of €88.50 excl. VAT for the unused time. It runs until November 16, 2027.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Switch to Pro' }));
    await waitFor(() => expect(changeCalls).toEqual([JSON.stringify({ plan: 'pro', interval: 'year' })]));
  },
};

export const ChangeRecapFrench: Story = { ...ChangeRecap, globals: { locale: 'fr' }, play: undefined };

/** Twelve members and four competitors at one location: Essential is too small, and says why. */
const bigTeam = { usage: { members: 12, running_campaigns: 1, competitors: 4 }, activeLocations: 2 };

/** A plan too small for today's usage is shown disabled, with the reason, before anyone tries. */
export const TooSmall: Story = {
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(null, bigTeam));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Choose Essential' })).toBeDisabled();
    await expect(canvas.getByText('Too small')).toBeVisible();
    await expect(canvas.getByText('Up to 5 team members per location: one of yours has 12')).toBeVisible();
    await expect(canvas.getByText('Up to 3 competitors per location: one of yours has 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  },
};

export const TooSmallFrench: Story = {
  globals: { locale: 'fr' },
  beforeEach: TooSmall.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Insuffisante')).toBeVisible();
    await expect(
      canvas.getByText("Jusqu'à 5 membres d'équipe par établissement : l'un des vôtres en a 12"),
    ).toBeVisible();
  },
};

export const TooSmallMobile: Story = { ...mobileStory, beforeEach: TooSmall.beforeEach };

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

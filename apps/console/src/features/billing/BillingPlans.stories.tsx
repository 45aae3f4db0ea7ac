import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { expect, userEvent, within } from 'storybook/test';
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

/** Twelve members and six competitors at one location: Essential is too small, and says why. */
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
    await expect(canvas.getByText('Up to 10 team members: you have 12')).toBeVisible();
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
    await expect(canvas.getByText("Jusqu'à 10 membres d'équipe : vous en avez 12")).toBeVisible();
  },
};

export const TooSmallMobile: Story = { ...mobileStory, beforeEach: TooSmall.beforeEach };

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

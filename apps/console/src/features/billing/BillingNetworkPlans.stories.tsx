import type { Location } from '@starcrew/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent } from 'storybook/test';
import {
  billingHandlers,
  billingMeta,
  ready,
  sandboxCardHandlers,
  subscription,
  typeCard,
  validationError,
} from './billingStory.tsx';

const location = (id: string, title: string, address: string): Location => ({
  id,
  title,
  name: title,
  address,
  average_rating: null,
  total_reviews: 0,
  license_status: 'inactive',
  review_url: null,
});
const port = location('00000000-0000-4000-8000-0000000000d1', 'Maison Dorée Port', '3 quai des Chartrons, Bordeaux');
const centre = location('00000000-0000-4000-8000-0000000000d2', 'Maison Dorée Centre', '12 rue Oberkampf, Paris');

/** The inactive locations My Networks lists, for the organization's two new shops. */
const inactiveLocations: RequestHandler = http.get('/api/v1/super-manager/networks', () =>
  HttpResponse.json({
    data: {
      summary: {
        total_locations: 2,
        active_locations: 0,
        inactive_locations: 2,
        total_reviews: 0,
        average_rating: null,
      },
      locations: [port, centre],
      pagination: { current_page: 1, last_page: 1, per_page: 100, from: 1, to: 2, total: 2 },
    },
  }),
);

/** 3 campaigns running at one location: Essential allows 2 at each location, however many are active. */
const threeCampaigns = { usage: { members: 4, running_campaigns: 3, competitors: 2 }, activeLocations: 0 };

/** 8 members at one location: Essential allows 5 at each location, however many are active. */
const eightMembers = { usage: { members: 8, running_campaigns: 1, competitors: 2 }, activeLocations: 0 };

/**
 * my-networks/plans: the locations to activate; without a subscription the owner chooses a plan
 * and period here (limits, trial), then the payment step follows.
 */
const meta = {
  ...billingMeta,
  title: 'Console/Billing/Network plans',
  args: { path: `/manager/my-networks/plans?locations=${port.id}`, locale: 'en' },
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(null, { activeLocations: 0 }), inactiveLocations);
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: /Maison Dorée Port/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(canvas.getByText(/14-day free trial/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  },
} satisfies Meta<typeof billingMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small team: the preselected location can be activated on any plan. */
export const Choosing: Story = {};

/**
 * The owner picks the period and the plan before the card: Pro, annual, reaches the payment
 * step with that plan and period (not a payment page fixed to Essential monthly).
 */
export const ChoosesProAnnual: Story = {
  tags: ['skip-visual'],
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(null, { activeLocations: 0 }), ...sandboxCardHandlers(), inactiveLocations);
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Annual (save 17%)' }));
    await expect(await canvas.findByText('€590.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Pro' }));
    await expect(await canvas.findByText('Billed annually', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvasElement.textContent).toContain('Pro ×');
  },
};

/** Nothing selected: the plans show, but none can be chosen yet. */
export const NothingSelected: Story = {
  tags: ['skip-visual'],
  args: { path: '/manager/my-networks/plans' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Select the locations to activate first.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Choose Pro' })).toBeNull();
  },
};

/**
 * Too many running campaigns for Essential at one location: the reason shows on its card before
 * anyone pays; Pro fits.
 */
export const TooFewLocations: Story = {
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(null, threeCampaigns), inactiveLocations);
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Up to 2 running campaigns per location: one of yours has 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose Essential' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  },
};

/**
 * Selecting a second location makes no room: Essential allows 2 running campaigns at each location
 * (decisions.md, per location, as members), so the busy one stays too busy.
 */
export const MoreLocationsMakeNoRoom: Story = {
  tags: ['skip-visual'],
  beforeEach: TooFewLocations.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Up to 2 running campaigns per location: one of yours has 3')).toBeVisible();
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Maison Dorée Centre/ }));
    await expect(canvas.getByRole('checkbox', { name: /Maison Dorée Centre/ })).toBeChecked();
    await expect(canvas.getByText('Up to 2 running campaigns per location: one of yours has 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose Essential' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  },
};

/**
 * 8 members at one location: Essential allows 5 at each location, so selecting more locations
 * makes no room (decisions.md, per location); Pro fits.
 */
export const FullLocation: Story = {
  tags: ['skip-visual'],
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(null, eightMembers), inactiveLocations);
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const reason = 'Up to 5 team members per location: one of yours has 8';
    await expect(await canvas.findByText(reason)).toBeVisible();
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Maison Dorée Centre/ }));
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose Essential' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  },
};

/** Subscribed: the server's refusal of the selection (422 on `location_ids`) shows above the button. */
export const ActivationRefused: Story = {
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(
      ...billingHandlers(subscription({ plan: 'essential' }), { activeLocations: 0 }),
      inactiveLocations,
      http.post('/api/v1/manager/network-plans', () =>
        HttpResponse.json(
          validationError({
            location_ids:
              'The Essential plan allows up to 2 running campaigns per location, and one of your locations has 3.',
          }),
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate' }));
    await expect(
      await canvas.findByText(
        'The Essential plan allows up to 2 running campaigns per location, and one of your locations has 3.',
      ),
    ).toBeVisible();
  },
};

export const TooFewLocationsFrench: Story = {
  globals: { locale: 'fr' },
  beforeEach: TooFewLocations.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(
      await canvas.findByText("Jusqu'à 2 campagnes en cours par établissement : l'un des vôtres en a 3"),
    ).toBeVisible();
  },
};

export const TooFewLocationsMobile: Story = {
  ...mobileStory,
  beforeEach: TooFewLocations.beforeEach,
  play: TooFewLocations.play,
};

/** The payment step: a 422 on `location_ids` (the usage grew meanwhile) shows above the card form. */
export const PaymentRefused: Story = {
  args: { path: `/manager/my-networks/plans/payment?plan=essential&interval=month&locations=${port.id}` },
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(
      ...billingHandlers(null, { activeLocations: 0 }),
      ...sandboxCardHandlers(),
      http.post('/api/v1/manager/network-plans', () =>
        HttpResponse.json(
          validationError({
            location_ids:
              'The Essential plan allows up to 2 running campaigns per location, and one of your locations has 3.',
          }),
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await typeCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Activate locations' }));
    await expect(
      await canvas.findByText(
        'The Essential plan allows up to 2 running campaigns per location, and one of your locations has 3.',
      ),
    ).toBeVisible();
  },
};

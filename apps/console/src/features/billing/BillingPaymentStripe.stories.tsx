import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { billingHandlers, billingMeta, ready, trialSubscription, plans } from './billingStory.tsx';
import { createFakeStripe, FAKE_STRIPE_CARDS } from './fakeStripe.ts';
import { StripeLoaderContext } from './stripeCard.ts';

/**
 * payments/stripe with STRIPE_PUBLISHABLE_KEY: Stripe's card element instead of the sandbox's fields.
 * Stripe.js cannot load here (no network): a fake `Stripe` comes through `StripeLoaderContext`, its
 * card element one input where the story types Stripe's test cards.
 */
const fake = createFakeStripe();
/** The bodies the subscribe call received, newest last. */
const subscribed: unknown[] = [];

const stripeHandlers = [
  http.get('/api/v1/config', () =>
    HttpResponse.json({
      data: { google_client_id: null, payments: { provider: 'stripe', stripe_publishable_key: 'pk_test_story' } },
    }),
  ),
  http.post('/api/v1/manager/subscriptions/setup-intent', () =>
    HttpResponse.json({
      data: { setup_intent_id: 'seti_1', client_secret: 'seti_1_secret_story', provider: 'stripe' },
    }),
  ),
  http.post('/api/v1/manager/subscriptions', async ({ request }) => {
    subscribed.push(await request.json());
    return HttpResponse.json({ data: { plan: plans[1], subscription: trialSubscription }, message: 'Subscribed.' });
  }),
];

const meta = {
  ...billingMeta,
  title: 'Console/Billing/Payment with Stripe',
  args: { path: '/manager/payments/stripe?plan=pro&interval=month', locale: 'en' },
  render: (args, context) => (
    <StripeLoaderContext.Provider value={fake.loader}>{billingMeta.render(args, context)}</StripeLoaderContext.Provider>
  ),
  beforeEach: (context) => {
    billingMeta.beforeEach();
    subscribed.length = 0;
    context.msw.use(...stripeHandlers, ...billingHandlers(null));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByLabelText('Card number')).toBeVisible();
    await expect(canvas.queryByText(/Test mode/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toBeEnabled();
  },
} satisfies Meta<typeof billingMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stripe's card element, ready: no test-mode hint, the button enabled once Stripe.js is loaded. */
export const CardElement: Story = {};

/** Stripe confirms the SetupIntent; its payment method goes to the subscribe call, as on the sandbox. */
export const Subscribes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card number'), FAKE_STRIPE_CARDS.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() =>
      expect(subscribed).toEqual([{ plan: 'pro', interval: 'month', payment_method_id: 'pm_fake_card' }]),
    );
    await expect(fake.calls.confirmed.at(-1)).toBe('seti_1_secret_story');
  },
};

/** A declined card: the sandbox form's message, under the card element. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card number'), FAKE_STRIPE_CARDS.declined);
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(await canvas.findByText('Your card was declined.')).toBeVisible();
    await expect(subscribed).toEqual([]);
  },
};

/** 3-D Secure refused in Stripe's own dialog: the sandbox form's authentication message. */
export const AuthenticationRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card number'), FAKE_STRIPE_CARDS.authenticationRefused);
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(await canvas.findByText(/We are unable to authenticate your payment method/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card number'), FAKE_STRIPE_CARDS.declined);
    await userEvent.click(canvas.getByRole('button', { name: /essai/i }));
    await expect(await canvas.findByText('Votre carte a été refusée.')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  billingHandlers,
  billingMeta,
  plans,
  ready,
  sandboxCardHandlers,
  totals,
  trialSubscription,
  typeCard,
  validationError,
} from './billingStory.tsx';

/** payments/stripe: billing info, the order summary with the server's VAT and total, coupon and card. */
const meta = {
  ...billingMeta,
  title: 'Console/Billing/Payment',
  args: { path: '/manager/payments/stripe?plan=pro&interval=month', locale: 'en' },
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(null));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('€212.40')).toBeVisible();
  },
} satisfies Meta<typeof billingMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trial: nothing to pay today, the card is kept for the end of the trial. */
export const Trial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText(/Nothing to pay today/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  },
};

export const CouponAccepted: Story = {
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(
      ...billingHandlers(null),
      http.post('/api/v1/manager/apply-coupon', () =>
        HttpResponse.json({
          data: {
            coupon: {
              code: 'WELCOME20',
              name: 'Welcome 20%',
              percent_off: 20,
              amount_off: null,
              duration: 'once',
              duration_in_months: null,
            },
            totals: { ...totals, discount: 3540, tax: 2832, total: 16992 },
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Coupon code'), 'WELCOME20');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Coupon applied: Welcome 20%')).toBeVisible();
    await expect(canvas.getByText('€169.92')).toBeVisible();
  },
};

/** A German company with a valid EU VAT number: no VAT, and the summary says why (issue 19, item 8). */
export const ReverseCharge: Story = {
  tags: ['skip-visual'],
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(
      http.get('/api/v1/manager/subscriptions/preview', () =>
        HttpResponse.json({ data: { ...totals, tax: 0, tax_rate: 0, reverse_charge: true, total: 17700 } }),
      ),
      ...billingHandlers(null),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('VAT reverse charge')).toBeVisible();
    await expect(canvas.getByText('VAT (0%)')).toBeVisible();
    await expect(canvas.getAllByText('€177.00').length).toBeGreaterThan(0);
  },
};

export const CouponRefused: Story = {
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(
      ...billingHandlers(null),
      http.post('/api/v1/manager/apply-coupon', () =>
        HttpResponse.json(validationError({ code: 'This coupon code is not valid.' }), { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Coupon code'), 'EXPIRED');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('This coupon code is not valid.')).toBeVisible();
  },
};

export const DeclinedCard: Story = {
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(null), ...sandboxCardHandlers({ number: 'Your card was declined.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await typeCard(canvas, '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(await canvas.findByText('Your card was declined.')).toBeVisible();
  },
};

/** The plan is too small for what the organization has (usage grew since the plans page): said above the card form. */
export const PlanTooSmall: Story = {
  args: { path: '/manager/payments/stripe?plan=essential&interval=month' },
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(
      ...billingHandlers(null),
      ...sandboxCardHandlers(),
      http.post('/api/v1/manager/subscriptions', () =>
        HttpResponse.json(
          validationError({
            plan: 'The Essential plan allows up to 5 team members per location, and one of your locations has 16.',
          }),
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await typeCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(
      await canvas.findByText(
        'The Essential plan allows up to 5 team members per location, and one of your locations has 16.',
      ),
    ).toBeVisible();
  },
};

/** No billing info yet: the modal asks for it; empty fields get the spec's messages (the CGU/CGV agreement is checked in e2e). */
export const BillingInfoRequired: Story = {
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(null, { hasProfile: false }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add billing information' }));
    // The dialog's code loads on its first open: wait for it, as the user does.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Billing information' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save billing information' }));
    await expect(await within(dialog).findByText('Please enter your company name')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => void (await ready(canvasElement)),
};

export const Mobile: Story = { ...mobileStory };

/** The sandbox's 3-D Secure test card: the bank's question is asked in our own dialog, then the card pays. */
const threeDSecureHandlers = (answer: () => Response) => [
  http.post('/api/v1/manager/payments/sandbox/card', () =>
    HttpResponse.json({ data: { status: 'requires_action', setup_intent_id: 'seti_1' } }),
  ),
  http.post('/api/v1/manager/payments/sandbox/authenticate/seti_1', answer),
];

/** The bodies the subscribe call received, newest last. */
const subscribed: unknown[] = [];

export const ThreeDSecureApproved: Story = {
  // Behaviour only (both 3-D Secure stories): they end on plans-billings, or as DeclinedCard looks.
  tags: ['skip-visual'],
  beforeEach: (context) => {
    billingMeta.beforeEach();
    subscribed.length = 0;
    context.msw.use(
      http.post('/api/v1/manager/subscriptions', async ({ request }) => {
        subscribed.push(await request.json());
        return HttpResponse.json({ data: { plan: plans[1], subscription: trialSubscription }, message: 'Subscribed.' });
      }),
      ...threeDSecureHandlers(() =>
        HttpResponse.json({
          data: {
            status: 'succeeded',
            payment_method_id: 'pm_3ds',
            card: { brand: 'visa', last4: '3184', exp_month: 12, exp_year: 2034 },
          },
        }),
      ),
      ...billingHandlers(null),
      ...sandboxCardHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await typeCard(canvas, '4000002760003184');
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Confirm with your bank',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(subscribed).toEqual([{ plan: 'pro', interval: 'month', payment_method_id: 'pm_3ds' }]));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plans and billing' })).toBeVisible();
  },
};

export const ThreeDSecureRefused: Story = {
  tags: ['skip-visual'],
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(
      ...threeDSecureHandlers(() =>
        HttpResponse.json(
          validationError({
            setup_intent_id:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          }),
          { status: 422 },
        ),
      ),
      ...billingHandlers(null),
      ...sandboxCardHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await typeCard(canvas, '4000002760003184');
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Confirm with your bank',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await expect(await canvas.findByText(/We are unable to authenticate your payment method/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toBeEnabled();
  },
};

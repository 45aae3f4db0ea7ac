import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { expect, userEvent, within } from 'storybook/test';
import { billingHandlers, billingMeta, invoice, ready, subscription, trialSubscription } from './billingStory.tsx';

/** plans-billings in each state of the subscription machine: trial, active, past due, canceled. */
const meta = {
  ...billingMeta,
  title: 'Console/Billing/Plans and billing',
  args: { path: '/manager/plans-billings', locale: 'en' },
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(subscription(), { invoices: [invoice] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Pro for 3 active locations')).toBeVisible();
  },
} satisfies Meta<typeof billingMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Active')).toBeVisible();
    await expect(await canvas.findByText(/Next invoice on December 1, 2026: €212\.40/)).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'SC-2026-0001' })).toBeVisible();
  },
};

export const Trial: Story = {
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(...billingHandlers(trialSubscription));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Free trial')).toBeVisible();
    await expect(canvas.getByText(/Your free trial ends on/)).toBeVisible();
    await expect(await canvas.findByText('No invoice yet')).toBeVisible();
  },
};

export const PastDue: Story = {
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(
      ...billingHandlers(subscription({ status: 'past_due' }), { invoices: [{ ...invoice, status: 'open' }] }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Payment due')).toBeVisible();
    await expect(canvas.getByText(/Your last payment failed/)).toBeVisible();
  },
};

export const Canceled: Story = {
  beforeEach: (context) => {
    billingMeta.beforeEach();
    context.msw.use(
      ...billingHandlers(subscription({ status: 'canceled', canceled_at: '2026-11-10T09:00:00.000Z' }), {
        invoices: [invoice],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Your organization has no active subscription.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
  },
};

/** The cancel modal: a reason is required before the subscription can be canceled. */
export const CancelModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Cancel your subscription' },
      { timeout: 4000 },
    );
    const confirm = within(dialog).getByRole('button', { name: 'Cancel subscription' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByText('It is too expensive'));
    await expect(confirm).toBeEnabled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => void (await ready(canvasElement)),
};

export const Mobile: Story = { ...mobileStory };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { mobileStory } from '@starcrew/ui/testing';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { authStoryMeta, findToast, invalid, newSeller, serverError, sessionFor, storeSession } from './authStories.tsx';

/** A seller's first sign-in: guard rule 5 opens the password change from any seller page. */
const meta = {
  title: 'Console/Auth/SellerPasswordChange',
  ...authStoryMeta,
  args: { path: '/seller/dashboard', locale: 'en' },
  beforeEach: (context) => {
    const cleanup = authStoryMeta.beforeEach(context);
    storeSession(sessionFor(newSeller));
    return cleanup;
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const CHANGE_URL = `/api/v1/seller/change-password/${newSeller.id}`;
const PASSWORD = 'Eclair-2026';
/**
 * Types both fields and submits with Enter, or with the button when the flow leaves the page:
 * a focused, edited field removed from the page makes user-event fire a change event inside
 * React's commit (docs/decisions.md, stories).
 */
const fill = async (
  canvas: ReturnType<typeof within>,
  confirmation = PASSWORD,
  submitWith: 'enter' | 'button' = 'enter',
) => {
  await userEvent.type(await canvas.findByLabelText(/^New password/), PASSWORD);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirmation);
  if (submitWith === 'enter') await userEvent.keyboard('{Enter}');
  else await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
};

/** Sent here by the guard, whichever seller page was asked for; no current password asked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
    await expect(canvas.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByText('Please enter your password')).toBeVisible();
  },
};

export const Mismatch: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(CHANGE_URL, () => invalid({ password_confirmation: ['The passwords do not match'] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Eclair-2027');
    await expect(await canvas.findByText('The passwords do not match')).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue(PASSWORD);
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(CHANGE_URL, serverError));
  },
  play: async ({ canvasElement }) => {
    await fill(within(canvasElement));
    await expect(await findToast(canvasElement, 'An unexpected error occurred.')).toBeVisible();
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(CHANGE_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await expect(await canvas.findByRole('button', { name: /Save password/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Changed: the stored user says so, and the seller reaches their dashboard. */
export const Changed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      // The dashboard the seller lands on keeps its placeholders: the same picture every run.
      http.get('/api/v1/seller/dashboard', () => delay('infinite')),
      http.post(CHANGE_URL, () =>
        HttpResponse.json({
          data: { ...newSeller, is_password_updated: true },
          message: 'Your password has been changed.',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, PASSWORD, 'button');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ is_password_updated: true });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { mobileStory } from '@starcrew/ui/testing';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { authStoryMeta, findToast, invalid, serverError } from './authStories.tsx';

/** Reset password, opened from the emailed link, inside the real console. */
const meta = {
  title: 'Console/Auth/ResetPassword',
  ...authStoryMeta,
  args: { path: '/reset-password?token=story-token-1234&email=camille%40maison-doree.fr', locale: 'en' },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD = 'Croissant-77';
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
  else await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
};

export const Default: Story = {};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

/** A link without its token: said at once, the form cannot be sent. */
export const BrokenLink: Story = {
  args: { path: '/reset-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  },
};

export const Mismatch: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/reset-password', () => invalid({ password_confirmation: ['The passwords do not match'] })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Croissant-78');
    await expect(await canvas.findByText('The passwords do not match')).toBeVisible();
  },
};

/** A spent link answers 422 on `token`: the message above the form, with a way to a new link. */
export const ExpiredLink: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/reset-password', () =>
        invalid({ token: ['This password reset link is invalid or has expired.'] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/v1/reset-password', serverError));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await expect(await findToast(canvasElement, 'An unexpected error occurred.')).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue(PASSWORD);
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/reset-password', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await expect(await canvas.findByRole('button', { name: /Reset password/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Reset: the success screen, which leads to sign-in (PasswordResetSuccess/ToSignIn follows the button). */
export const Done: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/reset-password', () =>
        HttpResponse.json({ data: null, message: 'Your password has been reset. You can now sign in.' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, PASSWORD, 'button');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { mobileStory } from '@starcrew/ui/testing';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { authStoryMeta, findToast, invalid, serverError } from './authStories.tsx';

/** Forgot password inside the real console, the API mocked by MSW. */
const meta = {
  title: 'Console/Auth/ForgotPassword',
  ...authStoryMeta,
  args: { path: '/forgot-password', locale: 'en' },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'camille@maison-doree.fr';
const send = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(await canvas.findByLabelText(/^Email/), EMAIL);
  await userEvent.keyboard('{Enter}');
};

export const Default: Story = {};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'camille@');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
  },
};

/** A 422 from the server shows on the field. */
export const RejectedByServer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/v1/forgot-password', () => invalid({ email: ['Please enter a valid email'] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
  },
};

export const TooManyRequests: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/forgot-password', () =>
        HttpResponse.json({ message: 'Too many attempts. Please try again in 60 minutes.' }, { status: 429 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await findToast(canvasElement, 'Too many attempts. Please try again in 60 minutes.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(EMAIL);
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/v1/forgot-password', serverError));
  },
  play: async ({ canvasElement }) => {
    await send(within(canvasElement));
    await expect(await findToast(canvasElement, 'An unexpected error occurred.')).toBeVisible();
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/forgot-password', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByRole('button', { name: /Send reset link/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Sent: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/forgot-password', () =>
        HttpResponse.json({
          data: null,
          message: 'If an account exists for this email, we have sent a password reset link.',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'If an account exists for this email, we have sent a password reset link.',
    );
  },
};

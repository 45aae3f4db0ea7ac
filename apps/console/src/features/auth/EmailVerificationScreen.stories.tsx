import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { mobileStory } from '@starcrew/ui/testing';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { ownerUser } from '../../testing/fixtures.ts';
import {
  authStoryMeta,
  findToast,
  invalid,
  page,
  serverError,
  sessionFor,
  storeSession,
  unverifiedOwner,
} from './authStories.tsx';

/** Email verification of a new owner, signed in, inside the real console. */
const meta = {
  title: 'Console/Auth/EmailVerification',
  ...authStoryMeta,
  args: { path: '/email-verification', locale: 'en' },
  beforeEach: (context) => {
    const cleanup = authStoryMeta.beforeEach(context);
    storeSession(sessionFor(unverifiedOwner));
    return cleanup;
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeCode = async (canvasElement: HTMLElement, code: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('textbox', { name: /Digit 1 of 6/ }));
  await userEvent.keyboard(code);
};

/** Just registered: the countdown runs before a new code may be asked for (a ticking number: no picture). */
export const Default: Story = {
  tags: ['skip-visual'],
  beforeEach: () => {
    localStorage.setItem('otpStoreData', JSON.stringify({ sentAt: Date.now() }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You can ask for a new code in \d+ seconds/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

export const EmptyCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Please enter your code')).toBeVisible();
  },
};

export const WrongCode: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/v1/verify-otp', () => invalid({ otp: ['The code is invalid.'] })));
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '123456');
    await expect(await within(canvasElement).findByText('The code is invalid.')).toBeVisible();
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const ExpiredCode: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/verify-otp', () => invalid({ otp: ['The code has expired. Please request a new one.'] })),
    );
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '123456');
    await expect(
      await within(canvasElement).findByText('The code has expired. Please request a new one.'),
    ).toBeVisible();
  },
};

/** Too many wrong codes: the verification-failure screen. */
export const LockedCode: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/verify-otp', () => invalid({ otp: ['Too many wrong codes. Please request a new one.'] })),
    );
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '123456');
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'We could not verify your email' }),
    ).toBeVisible();
  },
};

export const Verifying: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/verify-otp', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '123456');
    await expect(await within(canvasElement).findByRole('button', { name: /Verify/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/v1/verify-otp', serverError));
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '123456');
    await expect(await findToast(canvasElement, 'An unexpected error occurred.')).toBeVisible();
  },
};

/** The countdown is over: a new code, and the countdown starts again (ticking: no picture). */
export const Resent: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/resend-otp', () =>
        HttpResponse.json({
          data: { resend_available_in: 60, expires_in: 600 },
          message: 'A new verification code has been sent to your email.',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'A new verification code has been sent to your email.',
    );
    await expect(canvas.getByText(/You can ask for a new code in/)).toBeVisible();
  },
};

/** The right code: the email is verified and the registration-success screen follows. */
export const Verified: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/verify-otp', () =>
        HttpResponse.json({
          data: { ...unverifiedOwner, email_verified_at: ownerUser.email_verified_at },
          message: 'Your email address has been verified.',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '482913');
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Your account is ready' }),
    ).toBeVisible();
    await expect(localStorage.getItem('emailVerified')).toBe('true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { mobileStory } from '@starcrew/ui/testing';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { authStoryMeta, findToast, invalid, page, serverError, sessionFor, unverifiedOwner } from './authStories.tsx';

/** Registration inside the real console, the API mocked by MSW. */
const meta = {
  title: 'Console/Auth/Register',
  ...authStoryMeta,
  args: { path: '/register', locale: 'en' },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(await canvas.findByLabelText(/^First name/), 'Claire');
  await userEvent.type(canvas.getByLabelText(/^Last name/), 'Martin');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'claire@boulangerie-martin.fr');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Baguette-2026');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Baguette-2026');
};

export const Default: Story = {};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Please enter your first name')).toBeVisible();
    await expect(canvas.getByText('Please enter your email')).toBeVisible();
  },
};

/** The server's 422 lands on its field; what was typed stays. */
export const EmailTaken: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/v1/register', () => invalid({ email: ['This email is already in use.'] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('This email is already in use.')).toBeVisible();
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Claire');
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/v1/register', serverError));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, 'An unexpected error occurred.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Last name/)).toHaveValue('Martin');
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/register', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: /Create account/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Registered: signed in, the session stored, and on to the code. */
export const Registered: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/register', () => HttpResponse.json({ data: sessionFor(unverifiedOwner) }, { status: 201 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    // By the button: the flow leaves this page, and a focused, edited field removed from the page
    // makes user-event fire a change event inside React's commit (docs/decisions.md, stories).
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(localStorage.getItem('token')).toBe('story-token');
    await expect(localStorage.getItem('emailVerified')).toBe('false');
  },
};

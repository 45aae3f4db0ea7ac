import { isLocale } from '@starcrew/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { mobileStory } from '@starcrew/ui/testing';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { ownerSession } from '../../testing/fixtures.ts';

/** The sign-in screen inside the real console (router, guard, layout), the API mocked by MSW. */
const meta = {
  title: 'Console/Auth/Login',
  component: ConsoleStory,
  args: { path: '/login', locale: 'en' },
  // The Storybook locale toolbar drives the console's language too.
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: () => localStorage.clear(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>, email: string, password: string) => {
  await userEvent.type(await canvas.findByLabelText(/^Email/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
};

export const Default: Story = {};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Please enter your email')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/login', () =>
        HttpResponse.json(
          {
            message: 'These credentials do not match our records.',
            errors: { email: ['These credentials do not match our records.'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'camille@maison-doree.fr', 'wrong-password-1');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('These credentials do not match our records.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('camille@maison-doree.fr');
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/login', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'camille@maison-doree.fr', 'Starcrew-demo-2026');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/login', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'camille@maison-doree.fr', 'Starcrew-demo-2026');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A stored session opens the dashboard directly: the guard lets a verified owner in. */
export const StoredSession: Story = {
  args: { path: '/manager/dashboard' },
  beforeEach: () => {
    localStorage.setItem('user', JSON.stringify(ownerSession.user));
    localStorage.setItem('token', ownerSession.access_token);
    localStorage.setItem('permissions', JSON.stringify(ownerSession.permissions));
    localStorage.setItem('roles', JSON.stringify(ownerSession.roles));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Camille Laurent')).toBeVisible();
  },
};

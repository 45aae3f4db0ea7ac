import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { mobileStory } from '@starcrew/ui/testing';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { ownerSession } from '../../testing/fixtures.ts';
import { authStoryMeta, findToast } from './authStories.tsx';
import type { GoogleIdentity } from '../../app/googleIdentity.ts';

/** The sign-in screen inside the real console (router, guard, layout), the API mocked by MSW. */
const meta = {
  title: 'Console/Auth/Login',
  ...authStoryMeta,
  args: { path: '/login', locale: 'en' },
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
    // Shown once, as a toast (spec section 8); the form keeps what was typed.
    await expect(await findToast(canvasElement, 'An unexpected error occurred.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('camille@maison-doree.fr');
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

/**
 * Google's script stands in: it renders one button whose press hands over an ID token, as
 * Google's would. The server's answer starts the session like a login.
 */
function fakeGoogle(): GoogleIdentity {
  let callback: (response: { credential?: string }) => void = () => undefined;
  return {
    initialize: (options) => {
      callback = options.callback;
    },
    renderButton: (parent) => {
      const button = parent.ownerDocument.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google';
      button.onclick = () => callback({ credential: 'google-id-token' });
      parent.replaceChildren(button);
    },
  };
}

export const GoogleSignIn: Story = {
  beforeEach: ({ msw }) => {
    window.google = { accounts: { id: fakeGoogle() } };
    msw.use(
      http.get('/api/v1/config', () => HttpResponse.json({ data: { google_client_id: 'story-client-id' } })),
      http.post('/api/v1/login-with-google', ({ request }) =>
        request.headers.get('Google-Token') === 'google-id-token'
          ? HttpResponse.json({ data: ownerSession })
          : HttpResponse.json({ message: 'Invalid Google token.' }, { status: 401 }),
      ),
    );
    return () => {
      delete window.google;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with Google' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(localStorage.getItem('token')).toBe(ownerSession.access_token);
  },
};

/** Without a Google client id on the server, no Google button. */
export const WithoutGoogle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Sign in' });
    await expect(canvas.queryByTestId('google-sign-in')).not.toBeInTheDocument();
  },
};

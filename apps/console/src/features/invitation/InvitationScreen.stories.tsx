import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { managerSession } from '../../testing/fixtures.ts';
import { authStoryMeta, invalid, storeSession } from '../auth/authStories.tsx';
import { ownerSession } from '../../testing/fixtures.ts';

/** A manager's invitation link: who is invited where, the password, then the dashboard. */
const meta = {
  ...authStoryMeta,
  title: 'Console/Invitation/InvitationScreen',
  args: { path: '/invitation/Zm9vYmFyYmF6', locale: 'en' },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => {
    const stop = authStoryMeta.beforeEach(context);
    context.msw.use(
      http.post('/api/v1/invitations/lookup', () =>
        HttpResponse.json({
          data: {
            first_name: 'Hugo',
            email: managerSession.user.email,
            organization_name: 'Maison Dorée',
            expires_at: '2026-12-01T10:00:00.000Z',
          },
        }),
      ),
    );
    return stop;
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: /Maison Dorée/ }, { timeout: 8000 });
  },
} satisfies Meta<typeof authStoryMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, password: string, confirmation = password) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Choose a password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm the password/), confirmation);
};

export const Default: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join Maison Dorée on Starcrew' })).toBeVisible();
    await expect(canvas.getByText(/you will sign in with hugo@maison-doree.fr/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: /Maison Dorée/ }, { timeout: 8000 });
  },
};

export const Mobile: Story = { ...mobileStory };

/** Long French names: the organization's name wraps in the heading. */
export const LongFrenchNames: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/invitations/lookup', () =>
        HttpResponse.json({
          data: {
            first_name: 'Marie-Éléonore-Clémentine',
            email: 'marie-eleonore-clementine.de-la-rochefoucauld@maison-doree-patisserie.fr',
            organization_name: 'Boulangerie-Pâtisserie Maison Dorée de Saint-Germain-des-Prés',
            expires_at: '2026-12-01T10:00:00.000Z',
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: /Saint-Germain/ }, { timeout: 8000 });
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/v1/invitations/lookup', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Checking your invitation…', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** A link unknown, used, replaced by a newer one or past its 7 days: a page that says so. */
export const Invalid: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/invitations/lookup', () =>
        invalid({
          token: ['This invitation link is invalid or has expired. Ask your account owner to send a new one.'],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'This invitation can no longer be used' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  },
};

export const InvalidFrench: Story = {
  globals: { locale: 'fr' },
  beforeEach: Invalid.beforeEach,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 8000 });
  },
};

/** The passwords differ: the spec's "The passwords do not match" before anything is sent. */
export const Mismatch: Story = {
  play: async (context) => {
    await meta.play(context);
    await fill(context.canvasElement, 'Manager-pass-7', 'Manager-pass-8');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Set my password and sign in' }));
    await expect(await within(context.canvasElement).findByText('The passwords do not match')).toBeVisible();
  },
};

/**
 * The password is set and the same answer signs the manager in, replacing whoever was signed in
 * on this browser: on to the manager's dashboard.
 */
export const Accept: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    storeSession(ownerSession);
    msw.use(
      http.post('/api/v1/invitations/accept', () =>
        HttpResponse.json({ data: null, message: 'Your password has been set. You can now sign in.' }),
      ),
      http.post('/api/v1/login', async ({ request }) => {
        const body = (await request.json()) as { email: string; password: string };
        if (body.email !== managerSession.user.email || body.password !== 'Manager-pass-7') {
          return invalid({ email: ['These credentials do not match our records.'] });
        }
        return HttpResponse.json({ data: managerSession });
      }),
    );
  },
  play: async (context) => {
    await meta.play(context);
    await fill(context.canvasElement, 'Manager-pass-7');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Set my password and sign in' }));
    await expect(
      await within(context.canvasElement).findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 }),
    ).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ role: 'manager' }));
  },
};

/** The link was used meanwhile (in another tab): the server's words above the form. */
export const UsedMeanwhile: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/invitations/accept', () =>
        invalid({
          token: ['This invitation link is invalid or has expired. Ask your account owner to send a new one.'],
        }),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    await fill(context.canvasElement, 'Manager-pass-7');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Set my password and sign in' }));
    await expect(await within(context.canvasElement).findByText(/This invitation link is invalid/)).toBeVisible();
  },
};

import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { connectionHandlers, CONNECT_PATH, SELECT_PATH, wizardMeta } from './wizardStory.tsx';

/** Step 1 of the business-profile connection, and the way back from Google's consent. */
const meta = { ...wizardMeta, title: 'Console/BusinessProfile/ConnectGoogle' } satisfies Meta<
  typeof wizardMeta.component
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Connect your Google Business Profile' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect with Google' })).toBeEnabled();
    // A new owner can leave setup: the profile menu (My account, Sign out) is in the header;
    // the dashboard is not open yet (no business profile), so no way back is offered.
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByRole('link', { name: 'Starcrew home' })).toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Camille Laurent' }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    // The menu fades in.
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'My account' })).toBeVisible());
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(banner.queryByRole('link', { name: 'Back to the app' })).toBeNull();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

/** Back from Google without consent: a warning, and the button to try again. */
export const Cancelled: Story = {
  args: { path: `${CONNECT_PATH}?error=access_denied&state=s` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The connection was cancelled. Connect again when you are ready.'),
    ).toBeVisible();
  },
};

/** The failed-connection modal: the Google account has no access to a business profile. */
export const NoAccess: Story = {
  args: { path: `${CONNECT_PATH}?code=sandbox-no-access&state=s` },
  beforeEach: ({ msw }) => {
    msw.use(...connectionHandlers({ noAccess: true }));
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'We could not connect your business profile' });
    const modal = within(dialog);
    // The modal fades in.
    await waitFor(() => expect(modal.getByRole('button', { name: 'Reconnect' })).toBeVisible());
    await expect(modal.getByRole('button', { name: 'Go to my account' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const NoAccessFrench: Story = { ...NoAccess, globals: { locale: 'fr' }, play: undefined };

/**
 * "Reconnect" starts the connection again: the wizard asks the server for Google's consent
 * address at once (spec section 8), not only closing the modal. The call is held so the story
 * stays on this page instead of leaving for the consent.
 */
export const NoAccessReconnect: Story = {
  ...NoAccess,
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    let authorizeCalls = 0;
    // The first handler of a path wins: this one before the sandbox's.
    msw.use(
      http.post('/api/v1/manager/business-profile/authorize', async () => {
        authorizeCalls += 1;
        document.body.dataset.authorizeCalls = String(authorizeCalls);
        await delay('infinite');
        return new Response(null, { status: 204 });
      }),
      ...connectionHandlers({ noAccess: true }),
    );
    return () => void delete document.body.dataset.authorizeCalls;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'We could not connect your business profile' });
    const reconnect = within(dialog).getByRole('button', { name: 'Reconnect' });
    await waitFor(() => expect(reconnect).toBeVisible());
    await userEvent.click(reconnect);

    await waitFor(() => expect(canvasElement.ownerDocument.body.dataset.authorizeCalls).toBe('1'));
    await waitFor(() =>
      expect(body.queryByRole('alertdialog', { name: 'We could not connect your business profile' })).toBeNull(),
    );
    // On its way to Google: step 1 is busy, not waiting for a second click.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Connecting your account…');
  },
};

/** Ticks a location on step 2 and saves it: the server, whose grant was revoked meanwhile, answers 409. */
async function saveAfterRevocation(canvasElement: HTMLElement, addLabel: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: /Paris Oberkampf/ }));
  await userEvent.click(canvas.getByRole('button', { name: addLabel }));
  return canvas;
}

/** The Google connection ended while the owner was choosing locations: back at step 1, told why. */
export const ConnectionLost: Story = {
  args: { path: SELECT_PATH },
  beforeEach: ({ msw }) => {
    msw.use(...connectionHandlers({ revokedOnFinish: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await saveAfterRevocation(canvasElement, 'Add 1 location');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Connect your Google Business Profile' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Your Google connection has ended. Connect again to choose your locations.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Connect with Google' })).toBeEnabled();
    // The notice says it calmly: no error toast on top of it.
    await expect(
      within(canvasElement.ownerDocument.body).queryByText('Connect your business profile first.'),
    ).toBeNull();
  },
};

export const ConnectionLostFrench: Story = {
  ...ConnectionLost,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await saveAfterRevocation(canvasElement, 'Ajouter 1 établissement');
    await expect(
      await canvas.findByText('Votre connexion Google a pris fin. Reconnectez-vous pour choisir vos établissements.'),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { managerUser, ready, sellerUser, settingsMeta, signInAs } from './settingsStory.tsx';

/** My account, Profile tab: the low-rating alerts switch of managers and the owner (issue 14). */
const meta = {
  ...settingsMeta,
  title: 'Console/Settings/Alerts',
  beforeEach: (context) => {
    const cleanup = settingsMeta.beforeEach(context);
    signInAs(managerUser);
    return cleanup;
  },
} satisfies Meta<typeof settingsMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const alertsSwitch = async (canvasElement: HTMLElement) =>
  (await ready(canvasElement)).findByRole('switch', { name: 'Email me about 1 and 2 star reviews' }, { timeout: 4000 });

/**
 * The toasts: the region is rendered at the end of the document's body, outside the story's
 * canvas, and a toast fades in, so it counts once its entry animation has run.
 */
const toast = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(text)).toBeVisible(), { timeout: 5000 });

/** What the switch saved (the PUT bodies). */
const sent: unknown[] = [];

/** On by default: the manager switches it off, it is saved and the server's message says so. */
export const SwitchOff: Story = {
  beforeEach: ({ msw }) => {
    // The server's state: a read after the save (the route revalidates) sees the change.
    let enabled = true;
    sent.length = 0;
    msw.use(
      http.get('/api/v1/manager/review-alerts', () => HttpResponse.json({ data: { enabled } })),
      http.put('/api/v1/manager/review-alerts', async ({ request }) => {
        sent.push(await request.json());
        enabled = false;
        return HttpResponse.json({
          data: { enabled: false },
          message: 'You will no longer get emails for 1 or 2 star reviews.',
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const toggle = await alertsSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await toast(canvasElement, 'You will no longer get emails for 1 or 2 star reviews.');
    await expect(sent).toEqual([{ enabled: false }]);
    // Saved: once the screen has read the setting again, the switch is still off.
    await waitFor(async () => expect(await alertsSwitch(canvasElement)).not.toBeChecked());
  },
};

/** Switched off earlier; a failed save says why and puts the switch back. */
export const Off: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/review-alerts', () => HttpResponse.json({ data: { enabled: false } })),
      http.put('/api/v1/manager/review-alerts', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const toggle = await alertsSwitch(canvasElement);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await toast(canvasElement, 'An unexpected error occurred.');
    // Refused: the switch goes back to off.
    await waitFor(async () => expect(await alertsSwitch(canvasElement)).not.toBeChecked());
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(
      await canvas.findByRole('switch', { name: 'M’avertir par e-mail des avis à 1 et 2 étoiles' }, { timeout: 4000 }),
    ).toBeChecked();
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await expect(await alertsSwitch(canvasElement)).toBeVisible();
  },
};

/** A seller has no such switch. */
export const Seller: Story = {
  beforeEach: () => signInAs(sellerUser),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

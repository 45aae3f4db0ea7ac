import type { Meta, StoryObj } from '@storybook/react-vite';
import { watchStaleAnnouncements } from '@starcrew/ui';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { managerSession } from '../../testing/fixtures.ts';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { signInAs } from '../settings/settingsStory.tsx';
import { noStaleAnnouncements } from '../sellers/sellersStory.tsx';
import { competitorsMeta, listAnswer, rivals, rowAction } from './competitorsStory.tsx';

/** Competitors: the list compared with the location, the search and review dialogs, the plan's limit. */
const meta = {
  ...competitorsMeta,
  title: 'Console/Competitors/CompetitorsScreen',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();
    await expect(canvas.getByText('4 of 10')).toBeVisible();
    await expect(canvas.getByText('+0.2 vs you')).toBeVisible();
    await expect(canvas.getByText('Rising: +0.12')).toBeVisible();
    await expect(canvas.getByText('Falling: -0.21')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Concurrents' }, { timeout: 4000 });
    await expect(await canvas.findByText('4 sur 10')).toBeVisible();
  },
};

export const MobileFrench: Story = {
  ...mobileStory,
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: /Boulangerie Moreau/ }, { timeout: 4000 });
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/competitors', () => HttpResponse.json(listAnswer([]))));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No competitors yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/competitors', async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Competitors' });
  },
};

/** The list fails: a message and a way to try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/competitors', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your competitors could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** As many as the plan allows: adding is off, and the owner is offered the upgrade. */
export const AtPlanLimit: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/competitors', () => HttpResponse.json(listAnswer(rivals.slice(0, 3), 3))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Plan limit reached', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/manager/plans/upgrade',
    );
    await expect(canvas.getByRole('button', { name: 'Add a competitor' })).toBeDisabled();
  },
};

/** A manager at the limit cannot change the plan: they are told to ask the owner, no link. */
export const AtPlanLimitManager: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    signInAs(managerSession.user);
    msw.use(http.get('/api/v1/manager/competitors', () => HttpResponse.json(listAnswer(rivals.slice(0, 3), 3))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Ask the account owner/, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Upgrade your plan' })).toBeNull();
  },
};

/** Remove asks first, then calls the server and reads the list again. */
export const Remove: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    // As main.tsx does in the app: the pending button's announcement outlives its dialog.
    const stopWatching = watchStaleAnnouncements();
    let removed = false;
    msw.use(
      http.get('/api/v1/manager/competitors', () => HttpResponse.json(listAnswer(removed ? rivals.slice(1) : rivals))),
      http.delete('/api/v1/manager/competitors/:id', () => {
        removed = true;
        return HttpResponse.json({ data: null, message: 'The competitor has been removed.' });
      }),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const body = await rowAction(context.canvasElement, 'Boulangerie Moreau', 'Remove');
    const dialog = within(await body.findByRole('alertdialog', { name: 'Remove this competitor?' }));
    // The dialog fades in: its text is visible once the entry animation has run.
    await waitFor(() => expect(dialog.getByText(/Boulangerie Moreau will no longer be followed/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(context.canvasElement).queryByRole('rowheader', { name: /Boulangerie Moreau/ })).toBeNull(),
    );
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** No location yet: a word about it instead of the list. */
export const NoLocation: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/active-locations', () => HttpResponse.json({ data: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No location yet', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a competitor' })).toBeNull();
  },
};

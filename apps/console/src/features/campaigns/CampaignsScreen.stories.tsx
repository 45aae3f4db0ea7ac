import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { watchStaleAnnouncements } from '@starcrew/ui';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { noStaleAnnouncements } from '../sellers/sellersStory.tsx';
import { campaignsAnswer, campaignsMeta, list, shared } from './campaignsStory.tsx';

/** My Campaigns as the owner: the tabs with their counts, the table, archive, the wizard. */
const meta = {
  ...campaignsMeta,
  title: 'Console/Campaigns/CampaignsScreen',
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'November review push' }, { timeout: 4000 });
  },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Campaigns' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /In Progress/ })).toHaveTextContent('2');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Mes campagnes' })).toBeVisible();
    await within(canvasElement).findByRole('link', { name: 'November review push' }, { timeout: 4000 });
  },
};

export const Mobile: Story = { ...mobileStory };

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/campaigns', () => HttpResponse.json(campaignsAnswer([]))));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No campaigns yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/campaigns', async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'My Campaigns' });
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/campaigns', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your campaigns could not be loaded.')).toBeVisible();
  },
};

/** A tab asks the server for its campaigns. */
export const Tab: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/campaigns', ({ request }) => {
        const tab = new URL(request.url).searchParams.get('tab');
        const answer = campaignsAnswer();
        if (tab === 'upcoming') answer.data.campaigns = list.filter((c) => c.status === 'upcoming');
        return HttpResponse.json(answer);
      }),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Upcoming/ }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'November review push' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Christmas per review' })).toBeVisible();
  },
};

/** Archive from a row's menu, after a confirmation. */
export const Archive: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.post('/api/v1/manager/campaigns/:id/archive', () =>
        HttpResponse.json({ message: 'The campaign has been archived.', data: { ...shared, archived: true } }),
      ),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for November review push' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Archive' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Archive this campaign?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(body.getByText('The campaign has been archived.')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Archive this campaign?' })).toBeNull(), {
      timeout: 4000,
    });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** "Create a campaign" opens the wizard in the screen's place; Cancel gives the list back. */
export const OpenWizard: Story = {
  tags: ['skip-visual'],
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create a campaign' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Basic Information' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Campaigns' })).toBeVisible();
  },
};

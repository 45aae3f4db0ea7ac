import { isLocale } from '@starcrew/i18n';
import { watchStaleAnnouncements } from '@starcrew/ui';
import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { managerSession, ownerUser } from '../../testing/fixtures.ts';
import { storeSession } from '../../testing/storeSession.ts';
import { signInAs } from '../settings/settingsStory.tsx';

const location = (
  n: number,
  status: 'active' | 'inactive',
  rating: number | null,
  reviews: number,
  title: string,
  address: string,
) => ({
  id: `00000000-0000-4000-9000-00000000000${n}`,
  title,
  name: title,
  address,
  average_rating: rating,
  total_reviews: reviews,
  license_status: status,
  review_url: null,
});
const all = [
  location(1, 'active', 4.6, 231, 'Maison Dorée – Paris Oberkampf', '42 Rue Oberkampf, 75011 Paris'),
  location(2, 'inactive', 4.4, 187, 'Maison Dorée – Lyon Croix-Rousse', '12 Grande Rue de la Croix-Rousse, 69004 Lyon'),
  location(3, 'inactive', null, 0, 'Maison Dorée – Marseille Cours Julien', '8 Cours Julien, 13006 Marseille'),
];
const summary = {
  total_locations: 3,
  active_locations: 1,
  inactive_locations: 2,
  total_reviews: 418,
  average_rating: 4.51,
};

function networksAnswer(url: string, locations = all) {
  const status = new URL(url).searchParams.get('status') ?? 'all';
  const shown = status === 'all' ? locations : locations.filter((l) => l.license_status === status);
  const pagination = {
    current_page: 1,
    last_page: 1,
    per_page: 10,
    from: shown.length ? 1 : null,
    to: shown.length || null,
    total: shown.length,
  };
  return { data: { summary, locations: shown, pagination } };
}

/** My Networks as the owner: summary, tabs All/Active/Inactive, select and activate, rename. */
const meta = {
  title: 'Console/Networks/MyNetworks',
  component: ConsoleStory,
  args: { path: '/manager/networks', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    signInAs(ownerUser);
    msw.use(
      http.get('/api/v1/super-manager/networks', ({ request }) => HttpResponse.json(networksAnswer(request.url))),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: /Locations|Établissements/ });
  },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Networks' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
    await expect(canvas.getByText('Maison Dorée – Lyon Croix-Rousse')).toBeVisible();
    await expect(canvas.getByText('187 reviews')).toBeVisible();
  },
};

export const Active: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(canvas.queryByText('Maison Dorée – Lyon Croix-Rousse')).toBeNull());
    await expect(canvas.getByText('Maison Dorée – Paris Oberkampf')).toBeVisible();
  },
};

export const Inactive: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Inactive' }));
    await waitFor(() => expect(canvas.queryByText('Maison Dorée – Paris Oberkampf')).toBeNull());
    await expect(canvas.getByText('No rating yet')).toBeVisible();
  },
};

/** Two inactive locations chosen: activation hands over to the network plan. */
export const Selected: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Maison Dorée – Lyon Croix-Rousse' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Maison Dorée – Marseille Cours Julien' }));
    await expect(canvas.getByRole('button', { name: 'Activate 2 locations' })).toBeEnabled();
  },
};

/**
 * Before the rename stories: the visual run keeps a story's toast over the next one's picture.
 * A manager reads My Networks for their own locations (issue 19): no selection, no Activate
 * (the owner's, 403 from the server), renaming still theirs.
 */
export const Manager: Story = {
  beforeEach: () => {
    storeSession(managerSession);
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Maison Dorée – Lyon Croix-Rousse')).toBeVisible();
    await expect(canvas.getByText('The account owner activates licences.', { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Activate/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Rename Maison Dorée – Lyon Croix-Rousse' })).toBeVisible();
  },
};

export const ManagerMobile: Story = { ...Manager, ...mobileStory };

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/super-manager/networks', ({ request }) =>
        HttpResponse.json({
          data: {
            ...networksAnswer(request.url, []).data,
            summary: {
              ...summary,
              total_locations: 0,
              active_locations: 0,
              inactive_locations: 0,
              total_reviews: 0,
              average_rating: null,
            },
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No locations here yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect your business profile' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/super-manager/networks', async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'My Networks' });
  },
};

/** Renaming: the dialog, then the server's success message. */
export const Rename: Story = {
  beforeEach: ({ msw }) => {
    // As main.tsx does in the app: the Save button's pending announcement outlives the dialog.
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.post('/api/v1/manager/rename-location/:id', () =>
        HttpResponse.json({
          data: { ...all[1], title: 'Le Fournil', name: 'Le Fournil' },
          message: 'The establishment name has been changed.',
        }),
      ),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Maison Dorée – Lyon Croix-Rousse' }));
    const field = await body.findByRole('textbox', { name: /Establishment name/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Le Fournil');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The establishment name has been changed.')).toBeVisible();
    // axe runs once the dialog has finished closing.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    // …and once the watcher has dropped the Save button's pending announcement.
    const stale = () => context.canvasElement.ownerDocument.querySelectorAll('[data-live-announcer] [aria-labelledby]');
    await waitFor(() => expect(stale()).toHaveLength(0), { timeout: 4000 });
  },
};

/** The rename fails: the spec's error message, in the dialog. */
export const RenameFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/rename-location/:id', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Maison Dorée – Lyon Croix-Rousse' }));
    await userEvent.click(await body.findByRole('button', { name: 'Save' }));
    await expect(
      await body.findByText('An error occurred while renaming the establishment. Please try again.'),
    ).toBeVisible();
  },
};

/**
 * The call fails: the error and a retry, the figures say they are unknown instead of loading
 * forever (issue 19); the retry lists the locations once the server answers.
 */
export const Failed: Story = {
  // Its play ends on the list again; the API client's toast would stay over the next story's picture.
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      http.get('/api/v1/super-manager/networks', ({ request }) => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 })
          : HttpResponse.json(networksAnswer(request.url));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your locations could not be loaded.')).toBeVisible();
    // No stat card stays a placeholder.
    await expect(canvas.queryByText('Loading')).toBeNull();
    await expect(canvas.getByText('Total reviews')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Maison Dorée – Lyon Croix-Rousse')).toBeVisible();
    await expect(canvas.queryByText('Your locations could not be loaded.')).toBeNull();
  },
};

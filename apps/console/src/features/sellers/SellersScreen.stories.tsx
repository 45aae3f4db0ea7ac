import type { Seller } from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { toastQueue, watchStaleAnnouncements } from '@starcrew/ui';
import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { oberkampfLocation, ownerUser } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';

const lyon = { ...oberkampfLocation, id: 'l2', title: 'Maison Dorée – Lyon', name: 'Maison Dorée – Lyon' };

const seller = (
  n: number,
  first_name: string,
  last_name: string,
  figures: Partial<
    Pick<Seller, 'average_rating' | 'total_reviews' | 'active_campaigns' | 'total_campaigns' | 'status'>
  > = {},
): Seller => ({
  id: `00000000-0000-4000-a000-00000000000${n}`,
  first_name,
  last_name,
  email: `${first_name}.${last_name}@maison-doree.fr`
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9.@-]/g, ''),
  status: 'active',
  is_password_updated: true,
  average_rating: 4.5,
  total_reviews: 12,
  active_campaigns: 1,
  total_campaigns: 3,
  locations: [{ id: oberkampfLocation.id, title: oberkampfLocation.title }],
  links: [],
  qr: { primary_color: '#1f2937', secondary_color: '#ffffff', logo: null, name: `${first_name} ${last_name}` },
  created_at: '2026-03-02T09:00:00.000Z',
  ...figures,
});

const team = [
  seller(1, 'Camille', 'Bernard', { average_rating: 4.8, total_reviews: 64, active_campaigns: 1, total_campaigns: 4 }),
  seller(2, 'Lucas', 'Dubois', { average_rating: 4.6, total_reviews: 41 }),
  seller(3, 'Inès', 'Lefèvre', { average_rating: null, total_reviews: 0, active_campaigns: 0, total_campaigns: 0 }),
  seller(4, 'Hugo', 'Moreau', { status: 'inactive', average_rating: 4.1, total_reviews: 9, active_campaigns: 0 }),
];

const stats = { members: 4, active_members: 3, average_rating: 4.66, reviews_collected: 114 };

function sellersAnswer(list: Seller[] = team, total = list.length) {
  const last = Math.max(1, Math.ceil(total / 10));
  return {
    data: {
      stats: list.length ? stats : { members: 0, active_members: 0, average_rating: null, reviews_collected: 0 },
      sellers: list,
      pagination: {
        current_page: 1,
        last_page: last,
        per_page: 10,
        from: list.length ? 1 : null,
        to: list.length || null,
        total,
      },
    },
  };
}

/** My Sellers as the owner: figures, the table with search and sort, add / edit, delete, reset password. */
const meta = {
  title: 'Console/Sellers/SellersScreen',
  component: ConsoleStory,
  args: { path: '/manager/sellers', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    toastQueue.clear();
    signInAs(ownerUser);
    msw.use(
      http.get('/api/v1/active-locations', () => HttpResponse.json({ data: [oberkampfLocation, lyon] })),
      http.post('/api/v1/access-location', () => HttpResponse.json({ data: oberkampfLocation })),
      http.get('/api/v1/manager/sellers', () => HttpResponse.json(sellersAnswer())),
    );
    return () => toastQueue.clear();
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: 'Camille' }, { timeout: 4000 });
  },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Sellers' })).toBeVisible();
    await expect(canvas.getByText('Reviews collected')).toBeVisible();
    await expect(canvas.getByText('114')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Last name/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** A column header sorts: the call asks for it, and the header says so. */
export const SortByReviews: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/sellers', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const sorted = params.get('sort') === 'total_reviews' ? [...team].reverse() : team;
        return HttpResponse.json(sellersAnswer(sorted));
      }),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Total reviews/ }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Total reviews/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Hugo'));
  },
};

/** Typing in the search asks the server for it, from the first page. */
export const Search: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/sellers', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        return HttpResponse.json(sellersAnswer(search ? team.filter((s) => s.first_name.includes(search)) : team));
      }),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or email' }), 'Lucas');
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'Camille' })).toBeNull());
    await expect(canvas.getByRole('rowheader', { name: 'Lucas' })).toBeVisible();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

/** Long French names and a long email: the table scrolls sideways, nothing overlaps. */
export const LongFrenchNames: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/sellers', () =>
        HttpResponse.json(
          sellersAnswer([
            seller(1, 'Marie-Éléonore-Clémentine', 'de La Rochefoucauld-Montmorency'),
            seller(2, 'Jean-Baptiste-Maximilien', 'Saint-Exupéry-Delacroix', { status: 'inactive' }),
          ]),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: 'Marie-Éléonore-Clémentine' }, { timeout: 4000 });
  },
};

export const Mobile: Story = { ...mobileStory };

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/sellers', () => HttpResponse.json(sellersAnswer([]))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No sellers yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/sellers', async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'My Sellers' });
  },
};

/** The list fails: a message and a way to try again, not endless placeholders. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/sellers', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your sellers could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** axe runs after the play: by then the watcher has dropped the pending buttons' announcements. */
const noStaleAnnouncements = async (canvasElement: HTMLElement) => {
  const stale = () => canvasElement.ownerDocument.querySelectorAll('[data-live-announcer] [aria-labelledby]');
  await waitFor(() => expect(stale()).toHaveLength(0), { timeout: 4000 });
};

const openAddModal = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getAllByRole('button', { name: 'Add a seller' })[0]!);
  return within(await body.findByRole('dialog', { name: 'Add a seller' }));
};

/** Adding without a location: the server's 422 shows on the locations field, in the spec's words. */
export const AddWithoutLocation: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/sellers', () =>
        HttpResponse.json(
          {
            message: 'Please select at least one location',
            errors: { location_ids: ['Please select at least one location'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const dialog = await openAddModal(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Léa');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Girard');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'lea.girard@maison-doree.fr');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the seller' }));
    await expect(await dialog.findByText('Please select at least one location')).toBeVisible();
  },
};

/** Adding a seller: the server's message as a toast, the list read again. */
export const AddSeller: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    // As main.tsx does in the app: the submit button's pending announcement outlives the modal.
    const stopWatching = watchStaleAnnouncements();
    let created = false;
    msw.use(
      http.get('/api/v1/manager/sellers', () =>
        HttpResponse.json(sellersAnswer(created ? [...team, seller(5, 'Léa', 'Girard')] : team)),
      ),
      http.post('/api/v1/manager/sellers', () => {
        created = true;
        return HttpResponse.json({
          data: seller(5, 'Léa', 'Girard'),
          message: 'The seller has been created. Their password has been sent by email.',
        });
      }),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await openAddModal(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Léa');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Girard');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'lea.girard@maison-doree.fr');
    await userEvent.click(dialog.getByRole('button', { name: /Locations/ }));
    await userEvent.click(await body.findByRole('option', { name: /Paris Oberkampf/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the seller' }));
    await waitFor(() =>
      expect(body.getByText('The seller has been created. Their password has been sent by email.')).toBeVisible(),
    );
    await expect(await canvas.findByRole('rowheader', { name: 'Léa' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Creating fails on the server: the spec's message in the modal (the call is silent). */
export const AddFailed: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/sellers', () =>
        HttpResponse.json(
          { message: 'An error occurred while creating the seller. Please try again.' },
          { status: 500 },
        ),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const dialog = await openAddModal(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Léa');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Girard');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'lea.girard@maison-doree.fr');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the seller' }));
    await expect(
      await dialog.findByText('An error occurred while creating the seller. Please try again.'),
    ).toBeVisible();
  },
};

/** Delete from the row's menu, after a confirmation. */
export const Delete: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.delete('/api/v1/manager/sellers/:id', () =>
        HttpResponse.json({ data: null, message: 'The seller has been deleted.' }),
      ),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Lucas Dubois' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete this seller?' }));
    await waitFor(() => expect(dialog.getByText(/Lucas Dubois will no longer be able to sign in/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.getByText('The seller has been deleted.')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: 'Delete this seller?' })).toBeNull(), {
      timeout: 4000,
    });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Past the plan's limit: the modal gives way to the console's one plan-limit prompt, with "See plans". */
export const AddPastPlanLimit: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.post('/api/v1/manager/sellers', () =>
        HttpResponse.json(
          {
            message: 'Your Essential plan allows up to 5 team members per location. Upgrade to add more.',
            error: 'PlanLimitReached',
          },
          { status: 403 },
        ),
      ),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await openAddModal(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Léa');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Girard');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'lea.girard@maison-doree.fr');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the seller' }));
    const prompt = within(await body.findByRole('dialog', { name: 'Plan limit reached' }));
    await waitFor(() => expect(prompt.getByText(/allows up to 5 team members per location/)).toBeVisible());
    await expect(prompt.getByRole('button', { name: 'See plans' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add a seller' })).toBeNull(), { timeout: 4000 });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Edit from the row's menu: the modal opens filled in; saving says the server's message. */
export const Edit: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.post('/api/v1/manager/sellers/:id', () =>
        HttpResponse.json({ data: { ...team[1]!, status: 'inactive' }, message: 'The seller has been updated.' }),
      ),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Lucas Dubois' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit the seller' }));
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('lucas.dubois@maison-doree.fr');
    await expect(dialog.getByRole('row', { name: /Paris Oberkampf/ })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Inactive' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.getByText('The seller has been updated.')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Edit the seller' })).toBeNull(), {
      timeout: 4000,
    });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Reset password from the row's menu: the server's message as a toast. */
export const ResetPassword: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/seller-reset-password/:id', () =>
        HttpResponse.json({ data: null, message: 'A new password has been sent to the seller by email.' }),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Camille Bernard' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Reset password' }));
    await waitFor(() => expect(body.getByText('A new password has been sent to the seller by email.')).toBeVisible());
  },
};

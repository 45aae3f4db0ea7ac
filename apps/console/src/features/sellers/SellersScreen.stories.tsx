import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { openAddModal, seller, sellersAnswer, sellersMeta, team } from './sellersStory.tsx';

/** My Sellers as the owner: figures, the table with search and sort, its empty, loading and failed states. */
const meta = {
  ...sellersMeta,
  title: 'Console/Sellers/SellersScreen',
  // Said here, not only in the spread: Storybook read the layout of this file's own meta (the
  // pictures came out padded when it came from sellersMeta alone).
  parameters: { layout: 'fullscreen' },
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

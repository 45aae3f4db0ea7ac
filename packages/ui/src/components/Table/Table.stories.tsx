import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { Cell, Column, Row, Table, TableHeader, tableModuleForTests, type TableProps } from './Table.tsx';
import { TableBody, type TableBodyProps } from './TableBody.tsx';

interface Seller {
  id: string;
  name: string;
  location: string;
  reviews: number;
  rating: number;
}

const sellers: Seller[] = [
  { id: 'claire', name: 'Claire Martin', location: 'Lyon Part-Dieu', reviews: 128, rating: 4.8 },
  { id: 'hugo', name: 'Hugo Bernard', location: 'Lyon Part-Dieu', reviews: 96, rating: 4.6 },
  { id: 'amina', name: 'Amina Diallo', location: 'Villeurbanne', reviews: 143, rating: 4.9 },
  { id: 'louis', name: 'Louis Petit', location: 'Villeurbanne', reviews: 51, rating: 4.2 },
  { id: 'sarah', name: 'Sarah Lefèvre', location: 'Caluire', reviews: 77, rating: 4.5 },
];

type StoryArgs = TableProps & Pick<TableBodyProps<Seller>, 'isLoading' | 'error' | 'onRetry'> & { rows?: Seller[] };

function SellersTable({ rows = sellers, isLoading, error, onRetry, ...args }: StoryArgs) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = useMemo(() => {
    const key = sort.column as keyof Seller;
    const sign = sort.direction === 'descending' ? -1 : 1;
    return [...rows].sort((a, b) => (a[key] > b[key] ? sign : a[key] < b[key] ? -sign : 0));
  }, [rows, sort]);
  return (
    <Table
      aria-label="Sellers"
      {...args}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
    >
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Seller
        </Column>
        <Column id="location">Location</Column>
        <Column id="reviews" allowsSorting>
          Reviews
        </Column>
        <Column id="rating" allowsSorting>
          Average rating
        </Column>
      </TableHeader>
      <TableBody items={sorted} isLoading={isLoading} error={error} onRetry={onRetry}>
        {(seller) => (
          <Row id={seller.id}>
            <Cell>{seller.name}</Cell>
            <Cell>{seller.location}</Cell>
            <Cell>{seller.reviews}</Cell>
            <Cell>{seller.rating.toFixed(1)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'UI/Data/Table',
  component: Table,
  args: { onSortChange: fn(), onSelectionChange: fn() },
  render: (args) => <SellersTable {...args} />,
  // Each story starts as a fresh page: the table drawn at rest, its real module not loaded
  // (packages/ui/DECISIONS.md, "A Table is drawn without react-aria's until intent").
  beforeEach: () => tableModuleForTests.reset(),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Tab into the grid, Up to the header, Right to "Reviews", Enter sorts, Enter again reverses. */
export const SortWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    // From a fresh page the real table may still be on its way: the key is done again when it is in.
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: 'Seller' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const reviews = canvas.getByRole('columnheader', { name: 'Reviews' });
    await expect(reviews).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'reviews', direction: 'ascending' });
    await expect(reviews).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Louis Petit');
    await userEvent.keyboard('{Enter}');
    await expect(reviews).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Amina Diallo');
  },
};

/** Multiple selection: Space toggles the focused row, the header checkbox selects all. */
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenCalledTimes(1));
    await userEvent.keyboard('{ArrowDown} ');
    const selected = canvas.getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true');
    await expect(selected).toHaveLength(2);
    const all = canvas.getByRole('checkbox', { name: 'Select All' });
    await userEvent.click(all);
    await waitFor(() => expect((args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0]).toBe('all'));
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: new Set(['hugo']) as Selection },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByText('Claire Martin')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results')).toBeVisible();
  },
};

/** The error state offers a retry; Tab reaches it, Enter calls it. */
export const Error: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('The list could not be loaded.')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    for (let i = 0; i < 3 && !retry.matches(':focus'); i++) await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    rows: [
      {
        id: 'x',
        name: 'Marie-Françoise Delaunay-Beaumarchais',
        location: 'BoulangeriePâtisseriedesGrandsBoulevardsdeLyon',
        reviews: 12,
        rating: 4,
      },
      ...sellers,
    ],
  },
};

/** Sticky header: the body scrolls under it inside a bounded height. */
export const StickyHeader: Story = {
  args: { maxHeight: 200 },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'Seller' });
    const scroller = header.closest('table')!.parentElement!;
    scroller.scrollTop = 80;
    await waitFor(() =>
      expect(header.getBoundingClientRect().top).toBeCloseTo(scroller.getBoundingClientRect().top + 1, 0),
    );
    // Back to the top, so the visual baseline does not depend on scroll timing.
    scroller.scrollTop = 0;
  },
};

/**
 * A phone scrolls the table sideways with its first column fixed, so every row keeps its name
 * while the last columns come into view; the page itself does not overflow.
 */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('table')!;
    const scroller = table.parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const firstCell = table.querySelector('tbody tr > :first-child')!;
    const before = firstCell.getBoundingClientRect().left;
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(firstCell.getBoundingClientRect().left).toBe(before);
    const last = table.querySelector('thead tr > :last-child')!.getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right + 1);
    scroller.scrollLeft = 0;
  },
};

function PagedTable(args: StoryArgs) {
  const [page, setPage] = useState(1);
  const all = Array.from({ length: 42 }, (_, i) => ({
    ...sellers[i % 5]!,
    id: `s${i}`,
    name: `${sellers[i % 5]!.name} ${i + 1}`,
  }));
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <SellersTable {...args} rows={all.slice((page - 1) * 10, page * 10)} />
      <Pagination total={all.length} page={page} onChange={setPage} />
    </div>
  );
}

export const WithPagination: Story = { render: (args) => <PagedTable {...args} /> };

/** The states side by side: rest, selection, loading, error, empty. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SellersTable {...args} />
      <SellersTable {...args} selectionMode="multiple" defaultSelectedKeys={new Set(['amina', 'louis'])} />
      <SellersTable {...args} isLoading />
      <SellersTable {...args} error />
      <SellersTable {...args} rows={[]} />
    </div>
  ),
};

/**
 * Nothing of the real Table comes with the page: the table is drawn at rest; the pointer entering
 * it fetches react-aria's, which takes its place on the first press (here on a sortable column,
 * which it then sorts, once).
 */
export const LoadsOnIntent: Story = {
  tags: ['skip-visual'],
  play: async ({ args, canvas }) => {
    const drawn = canvas.getByRole('grid', { name: 'Sellers' });
    await expect(tableModuleForTests.loads).toBe(0);
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Amina Diallo',
      'Claire Martin',
      'Hugo Bernard',
      'Louis Petit',
      'Sarah Lefèvre',
    ]);
    await userEvent.hover(canvas.getByRole('rowheader', { name: 'Hugo Bernard' }));
    await expect(tableModuleForTests.loads).toBe(1);
    await waitFor(() => expect(tableModuleForTests.isLoaded).toBe(true));
    await expect(canvas.getByRole('grid', { name: 'Sellers' })).toBe(drawn);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Reviews' }));
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Sellers' })).not.toBe(drawn));
    await waitFor(() => expect(args.onSortChange).toHaveBeenCalledTimes(1));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Louis Petit');
    await expect(tableModuleForTests.loads).toBe(1);
  },
};

/**
 * The keyboard from a fresh page, the module held back until after the first keys: Tab puts the
 * focus on the first row and ArrowDown on the second, as react-aria's; then arrows move between
 * rows and cells, Space selects the focused row, Enter on a sortable column sorts.
 */
export const KeyboardFromFreshPage: Story = {
  tags: ['skip-visual'],
  args: { selectionMode: 'multiple' },
  play: async ({ args, canvas }) => {
    const release = tableModuleForTests.hold();
    await userEvent.tab();
    await expect(canvas.getByRole('grid', { name: 'Sellers' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(tableModuleForTests.isLoaded).toBe(false);
    release();
    const second = () => canvas.getAllByRole('row')[2]!;
    await waitFor(() => expect(second()).toHaveFocus());
    await expect(second()).toHaveAttribute('data-focus-visible', 'true');
    await expect(second()).toHaveTextContent('Claire Martin');
    // Into the row's cells: its checkbox first, then the seller's name; back to the row.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('checkbox', { name: /Claire Martin/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('rowheader', { name: 'Claire Martin' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(second()).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(second()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}');
    const reviews = canvas.getByRole('columnheader', { name: 'Reviews' });
    await expect(reviews).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenCalledTimes(1);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'reviews', direction: 'ascending' });
    await expect(reviews).toHaveAttribute('aria-sort', 'ascending');
    await expect(tableModuleForTests.loads).toBe(1);
  },
};

/**
 * A click on a sort header and one on a row's checkbox before the real module arrived: each is
 * done once when it has, as react-aria's table would have done them.
 */
export const PressesBeforeModule: Story = {
  tags: ['skip-visual'],
  args: { selectionMode: 'multiple' },
  play: async ({ args, canvas }) => {
    const release = tableModuleForTests.hold();
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Reviews' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Hugo Bernard/ }));
    await expect(args.onSortChange).not.toHaveBeenCalled();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenCalledTimes(1));
    await expect(args.onSortChange).toHaveBeenCalledTimes(1);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'reviews', direction: 'ascending' });
    await expect([...((args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<string>)]).toEqual([
      'hugo',
    ]);
    await expect(canvas.getByRole('columnheader', { name: 'Reviews' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('row', { name: /Hugo Bernard/ })).toHaveAttribute('aria-selected', 'true');
    // The first row is now the fewest reviews.
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Louis Petit');
  },
};

/**
 * The module fetched by the pointer, then a click on a row's checkbox: the press swaps the real
 * table in under the pointer and is done there once (the release on the new checkbox is not a
 * second one).
 */
export const PressAfterFetch: Story = {
  tags: ['skip-visual'],
  args: { selectionMode: 'multiple' },
  play: async ({ args, canvas }) => {
    const drawn = canvas.getByRole('grid', { name: 'Sellers' });
    await userEvent.hover(drawn);
    await waitFor(() => expect(tableModuleForTests.isLoaded).toBe(true));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Hugo Bernard/ }));
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: /Hugo Bernard/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('grid', { name: 'Sellers' })).not.toBe(drawn);
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    // Once more on the real table: unselected, as ever.
    await userEvent.click(canvas.getByRole('checkbox', { name: /Hugo Bernard/ }));
    await expect(canvas.getByRole('row', { name: /Hugo Bernard/ })).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../testing/index.tsx';
import { normalisedDom } from '../../testing/normalisedDom.ts';
import { Link } from '../Link/Link.tsx';
import { Cell, Column, Row, Table, TableHeader, tableModuleForTests, type TableProps } from './Table.tsx';
import { TableBody, type TableBodyProps } from './TableBody.tsx';
import { RealTable } from './TableReal.tsx';

afterEach(cleanup);
// Each test starts as a page that never loaded the real Table.
beforeEach(() => tableModuleForTests.reset());

/**
 * The DOM as `normalisedDom` gives it, with each element's attributes in name order (React writes
 * them in the order of its props, which mean nothing to a browser, CSS or assistive technology)
 * and react-aria's shared descriptions (`useDescription`: hidden nodes at the end of the body,
 * numbered by the page) named by their text.
 */
function tableDom(container: HTMLElement): string {
  const clone = container.cloneNode(true) as HTMLElement;
  for (const node of [clone, ...clone.querySelectorAll('*')]) {
    const described = node.getAttribute('aria-describedby');
    if (described) {
      const named = described
        .split(' ')
        .map((id) => (id.startsWith('react-aria-description-') ? `[${document.getElementById(id)?.textContent}]` : id));
      node.setAttribute('aria-describedby', named.join(' '));
    }
    const attributes = [...node.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  // normalisedDom reads ids from the element it is given: the clone, rendered in the same document.
  document.body.append(clone);
  try {
    return normalisedDom(clone);
  } finally {
    clone.remove();
  }
}

interface Seller {
  id: string;
  name: string;
  reviews: number;
}
const sellers: Seller[] = [
  { id: 'claire', name: 'Claire Martin', reviews: 128 },
  { id: 'hugo', name: 'Hugo Bernard', reviews: 96 },
  { id: 'amina', name: 'Amina Diallo', reviews: 143 },
];

type Config = TableProps & { body?: Partial<TableBodyProps<Seller>>; rows?: Seller[] };

/** The console's dynamic table: columns with ids, `items` and a render function. */
function dynamic({ body, rows = sellers, ...props }: Config) {
  const children = (
    <>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting={!!props.onSortChange}>
          Seller
        </Column>
        <Column id="reviews" allowsSorting={!!props.onSortChange}>
          Reviews
        </Column>
        <Column id="actions">
          <span>Actions</span>
        </Column>
      </TableHeader>
      <TableBody items={rows} {...body}>
        {(seller: Seller) => (
          <Row id={seller.id} textValue={seller.name}>
            <Cell>
              <Link href={`/sellers/${seller.id}`}>{seller.name}</Link>
            </Cell>
            <Cell className="number">{seller.reviews}</Cell>
            <Cell>
              <button type="button">Edit {seller.name}</button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </>
  );
  return {
    rest: (
      <Table aria-label="Sellers" {...props}>
        {children}
      </Table>
    ),
    real: (
      <RealTable aria-label="Sellers" {...props}>
        {children}
      </RealTable>
    ),
  };
}

/** The console's static table (invoices, request history): rows mapped with a React key, no ids, a conditional column. */
function staticRows(showLink: boolean) {
  const children = (
    <>
      <TableHeader>
        <Column isRowHeader>Number</Column>
        <Column>Total</Column>
        {showLink ? <Column>Link</Column> : null}
      </TableHeader>
      <TableBody>
        {sellers.map((seller) => (
          <Row key={seller.id}>
            <Cell>
              <a href={`/invoices/${seller.id}`}>{seller.name}</a>
            </Cell>
            <Cell>{seller.reviews}</Cell>
            {showLink ? <Cell>{seller.id}</Cell> : null}
          </Row>
        ))}
      </TableBody>
    </>
  );
  return {
    rest: <Table aria-label="Invoices">{children}</Table>,
    real: <RealTable aria-label="Invoices">{children}</RealTable>,
  };
}

const noop = () => undefined;
const cases: Array<[string, { rest: ReactElement; real: ReactElement }]> = [
  ['plain rows with links and buttons in cells', dynamic({})],
  [
    'sortable columns and a row header',
    dynamic({ sortDescriptor: { column: 'name', direction: 'ascending' }, onSortChange: noop }),
  ],
  [
    'a descending sort on another column',
    dynamic({ sortDescriptor: { column: 'reviews', direction: 'descending' }, onSortChange: noop }),
  ],
  [
    'multiple selection with checkboxes, some selected',
    dynamic({ selectionMode: 'multiple', selectedKeys: new Set(['hugo']), onSelectionChange: noop }),
  ],
  ['multiple selection, all selected', dynamic({ selectionMode: 'multiple', selectedKeys: 'all' })],
  ['single selection', dynamic({ selectionMode: 'single', defaultSelectedKeys: new Set(['amina']) })],
  ['loading', dynamic({ body: { isLoading: true, skeletonRows: 3 } })],
  ['loading, selectable', dynamic({ selectionMode: 'multiple', body: { isLoading: true } })],
  ['an error with retry', dynamic({ body: { error: 'The sellers could not be loaded.', onRetry: noop } })],
  ['the catalogue error', dynamic({ body: { error: true } })],
  ['empty', dynamic({ rows: [] })],
  ['empty with an empty state', dynamic({ rows: [], body: { emptyState: <p>No sellers yet</p> } })],
  ['a maximum height', dynamic({ maxHeight: 200 })],
  ['static rows with React keys', staticRows(false)],
  ['static rows with a conditional column', staticRows(true)],
];

describe('Table at rest', () => {
  it.each(cases)("should render the DOM react-aria's renders, with %s", (_, { rest, real }) => {
    const restHtml = tableDom(render(<UiProvider locale="en">{rest}</UiProvider>).container);
    cleanup();
    const realHtml = tableDom(render(<UiProvider locale="en">{real}</UiProvider>).container);
    expect(restHtml).toBe(realHtml);
    expect(tableModuleForTests.loads).toBe(0);
  });

  // A column's text label names it in the sort description screen readers hear with the grid.
  it.each([
    ['rest', (props: Config) => dynamic(props).rest],
    ['real', (props: Config) => dynamic(props).real],
  ])('should name the sorted column in the grid description (%s)', (_, table) => {
    render(
      <UiProvider locale="en">
        {table({ sortDescriptor: { column: 'reviews', direction: 'descending' }, onSortChange: noop })}
      </UiProvider>,
    );
    expect(screen.getByRole('grid', { name: 'Sellers' })).toHaveAccessibleDescription(
      'sorted by column Reviews in descending order',
    );
  });

  it("should render react-aria's French strings (checkboxes, sort description)", () => {
    const { rest, real } = dynamic({
      selectionMode: 'multiple',
      sortDescriptor: { column: 'name', direction: 'descending' },
      onSortChange: noop,
    });
    const restHtml = tableDom(render(<UiProvider locale="fr">{rest}</UiProvider>).container);
    expect(screen.getByRole('checkbox', { name: 'Sélectionner tout' })).toBeInTheDocument();
    cleanup();
    expect(restHtml).toBe(tableDom(render(<UiProvider locale="fr">{real}</UiProvider>).container));
  });
});

describe('Table from rest to real', () => {
  function Sellers(props: Partial<TableProps>) {
    return (
      <UiProvider locale="en">
        <button type="button">Before</button>
        <Table aria-label="Sellers" {...props}>
          <TableHeader>
            <Column id="name" isRowHeader allowsSorting>
              Seller
            </Column>
            <Column id="reviews" allowsSorting>
              Reviews
            </Column>
          </TableHeader>
          <TableBody items={sellers}>
            {(seller: Seller) => (
              <Row id={seller.id}>
                <Cell>
                  <Link href={`#${seller.id}`}>{seller.name}</Link>
                </Cell>
                <Cell>{seller.reviews}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </UiProvider>
    );
  }

  it('should load nothing with the page, and the real module on the first intent', async () => {
    const user = userEvent.setup();
    render(<Sellers />);
    expect(tableModuleForTests.loads).toBe(0);
    const drawn = screen.getByRole('grid', { name: 'Sellers' });
    await user.hover(drawn);
    expect(tableModuleForTests.loads).toBe(1);
    await waitFor(() => expect(tableModuleForTests.isLoaded).toBe(true));
    // The pointer only fetched it: the drawn table stays until the grid's own intent.
    expect(screen.getByRole('grid', { name: 'Sellers' })).toBe(drawn);
  });

  it('should let a link and a menu button in a cell work at rest, without swapping under them', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <UiProvider locale="en">
        <Table aria-label="Sellers">
          <TableHeader>
            <Column isRowHeader>Seller</Column>
            <Column>Actions</Column>
          </TableHeader>
          <TableBody>
            <Row>
              <Cell>
                <Link href="#claire">Claire Martin</Link>
              </Cell>
              <Cell>
                <button type="button" aria-haspopup="true" onClick={onPress}>
                  Actions for Claire Martin
                </button>
              </Cell>
            </Row>
          </TableBody>
        </Table>
      </UiProvider>,
    );
    const drawn = screen.getByRole('grid', { name: 'Sellers' });
    await user.click(screen.getByRole('button', { name: 'Actions for Claire Martin' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Claire Martin' }));
    expect(window.location.hash).toBe('#claire');
    await waitFor(() => expect(tableModuleForTests.isLoaded).toBe(true));
    expect(screen.getByRole('grid', { name: 'Sellers' })).toBe(drawn);
    expect(screen.getByRole('link', { name: 'Claire Martin' })).toHaveFocus();
  });

  it('should put the focus on the first row as react-aria does when Tab reached the table at rest', async () => {
    const user = userEvent.setup();
    const release = tableModuleForTests.hold();
    render(<Sellers />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('grid')).toHaveFocus();
    // A key before the module arrived: done again once it has.
    await user.keyboard('{ArrowDown}');
    release();
    await waitFor(() => expect(screen.getAllByRole('row')[2]).toHaveFocus());
    expect(tableModuleForTests.loads).toBe(1);
  });

  it('should put the focus on the last row as react-aria does when Shift+Tab reached the table at rest from after it', async () => {
    const user = userEvent.setup();
    const release = tableModuleForTests.hold();
    render(
      <UiProvider locale="en">
        <Table aria-label="Sellers">
          <TableHeader>
            <Column isRowHeader>Seller</Column>
            <Column>Reviews</Column>
          </TableHeader>
          <TableBody items={sellers}>
            {(seller: Seller) => (
              <Row id={seller.id}>
                <Cell>{seller.name}</Cell>
                <Cell>{seller.reviews}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
        <button type="button">After</button>
      </UiProvider>,
    );
    screen.getByRole('button', { name: 'After' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('grid')).toHaveFocus();
    release();
    await waitFor(() => expect(screen.getByRole('row', { name: /Amina Diallo/ })).toHaveFocus());
  });

  it('should sort once on a press made on a column header before the module arrived', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const release = tableModuleForTests.hold();
    render(<Sellers sortDescriptor={{ column: 'name', direction: 'ascending' }} onSortChange={onSortChange} />);
    await user.click(screen.getByRole('columnheader', { name: 'Reviews' }));
    expect(onSortChange).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(onSortChange).toHaveBeenCalledTimes(1));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'reviews', direction: 'ascending' });
  });

  it('should select once on a press made on a row checkbox before the module arrived', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const release = tableModuleForTests.hold();
    render(<Sellers selectionMode="multiple" selectedKeys={new Set()} onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('checkbox', { name: /Hugo Bernard/ }));
    // Controlled: the caller's selection is shown until it changes it.
    expect(screen.getByRole('checkbox', { name: /Hugo Bernard/ })).not.toBeChecked();
    release();
    await waitFor(() => expect(onSelectionChange).toHaveBeenCalledTimes(1));
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['hugo']);
  });

  it('should keep the focus on the link in a cell that had it when the real table takes over', async () => {
    const release = tableModuleForTests.hold();
    render(<Sellers />);
    // Focus reached the grid (the swap is asked for), then moved on to a link in a cell.
    screen.getByRole('grid').focus();
    const link = screen.getByRole('link', { name: 'Hugo Bernard' });
    link.focus();
    expect(link).toHaveFocus();
    release();
    await waitFor(() => expect(tableModuleForTests.isLoaded).toBe(true));
    // The real table's own link, at the same place.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Hugo Bernard' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Hugo Bernard' })).not.toBe(link);
  });
});

import {
  Children,
  createContext,
  isValidElement,
  useContext,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Checkbox as AriaCheckbox,
  type CellProps,
  type Key,
  type RowProps,
  type SortDescriptor,
  type TableHeaderProps,
} from 'react-aria-components';
import { useDescription } from 'react-aria/private/utils/useDescription';
import { useHover } from 'react-aria/useHover';
import { useId } from 'react-aria/useId';
import { ArrowDownGlyph, ArrowUpGlyph, CheckGlyph, DashGlyph } from '../../internal/glyphs.tsx';
import * as styles from './Table.css.ts';
import type { ColumnProps } from './Table.tsx';

// What the Table drawn at rest (`Table.tsx`, "A Table is drawn without react-aria's until intent"
// in packages/ui/DECISIONS.md) reads of its children, and its header, columns, body, rows and
// cells, with react-aria's DOM. Beside Table.tsx, which holds the table itself, what it records
// for the real one and the parts that pick between the real and the rest drawing.

/** Class names, the absent ones left out. */
export const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export interface RestColumn {
  key: Key;
  isRowHeader: boolean;
  allowsSorting: boolean;
  textValue: string;
}

export interface RestTable {
  id: string;
  columns: RestColumn[];
  rowHeaderKeys: Key[];
  hasCheckboxes: boolean;
  selectionMode: 'none' | 'single' | 'multiple';
  isSelected: (key: Key) => boolean;
  allSelected: boolean;
  someSelected: boolean;
  sortDescriptor: SortDescriptor | undefined;
  strings: (typeof tableStrings)['en'];
  collectionId: string;
  /** The keys react-aria's collection generates for nodes without an id, in its order. */
  keys: { header: Key[]; checkboxColumn: Key | undefined; rows: Map<unknown, { key: Key; cells: Key[] }> };
  isEmpty: boolean;
  columnCount: number;
}

export const RestTableContext = createContext<RestTable | null>(null);
const RestRowContext = createContext<{ key: Key; cells: Key[]; token: unknown } | null>(null);
const RestCellContext = createContext<number>(0);

/** react-aria's table strings (`@react-aria/table`) in the catalogue's two locales. */
export const tableStrings = {
  en: {
    select: 'Select',
    selectAll: 'Select All',
    sortable: 'sortable column',
    sorted: (name: string, direction: string) => `sorted by column ${name} in ${direction} order`,
  },
  fr: {
    select: 'Sélectionner',
    selectAll: 'Sélectionner tout',
    sortable: 'colonne triable',
    sorted: (name: string, direction: string) =>
      `trié en fonction de la colonne\u00a0${name} par ordre ${direction === 'ascending' ? 'croissant' : 'décroissant'}`,
  },
};

/** Elements of `children`, fragments and arrays flattened, as react-aria's collection reads them. */
export function elements(children: ReactNode): ReactElement<Record<string, unknown>>[] {
  const out: ReactElement<Record<string, unknown>>[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    if (child.type === Fragment) out.push(...elements(child.props.children as ReactNode));
    else out.push(child);
  });
  return out;
}

const Fragment = (<></>).type;

/** Static children, or `items` rendered through the children function, as react-aria's `Collection`. */
export function collectionElements(items: Iterable<object> | undefined, children: unknown) {
  if (typeof children === 'function') {
    return [...(items ?? [])].map((item) => {
      const element = (children as (item: object) => ReactNode)(item);
      return { element: isValidElement<Record<string, unknown>>(element) ? element : null, item };
    });
  }
  return elements(children as ReactNode).map((element) => ({ element, item: undefined as object | undefined }));
}

/** A column's name when its label is text: the real Column hands it to react-aria as `textValue`. */
export const columnText = (children: unknown) =>
  typeof children === 'string' || typeof children === 'number' ? String(children) : undefined;

// react-aria's column text, as the real Column gives it: `textValue`, a text label, `aria-label`.
export const textOf = (props: Record<string, unknown>) =>
  typeof props.textValue === 'string'
    ? props.textValue
    : (columnText(props.children) ?? (typeof props['aria-label'] === 'string' ? props['aria-label'] : ''));

function useRestTable(component: string): RestTable {
  const table = useContext(RestTableContext);
  if (!table) throw new Error(`${component} renders only inside a Table (packages/ui, components/Table).`);
  return table;
}

/** The selection checkbox as react-aria's Table gives it (react-aria-components' `Checkbox`); a change waits for the real table. */
function RestCheckbox({
  isSelected,
  isIndeterminate,
  label,
  id,
  labelledBy,
  isDisabled,
}: {
  isDisabled?: boolean;
  isSelected: boolean;
  isIndeterminate?: boolean;
  label: string;
  id?: string;
  labelledBy?: string;
}) {
  return (
    <AriaCheckbox
      slot="selection"
      className={styles.checkbox}
      isSelected={isSelected}
      isIndeterminate={isIndeterminate}
      aria-label={label}
      aria-labelledby={labelledBy}
      id={id}
      isDisabled={isDisabled}
    >
      {({ isSelected: selected, isIndeterminate: indeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {indeterminate ? <DashGlyph strokeWidth={2.2} /> : selected && <CheckGlyph strokeWidth={2.2} />}
        </span>
      )}
    </AriaCheckbox>
  );
}

export function RestTableHeader<T extends object>({ columns, children, className }: TableHeaderProps<T>) {
  const table = useRestTable('TableHeader');
  const ownClass = typeof className === 'string' ? className : undefined;
  const cells = collectionElements(columns, children);
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- react-aria's DOM, attribute for attribute
    <thead role="rowgroup" className={join(styles.header, ownClass)} data-rac="">
      <tr role="row">
        {table.hasCheckboxes && (
          <th
            tabIndex={-1}
            data-collection={table.collectionId}
            data-key={table.keys.checkboxColumn}
            data-react-aria-pressable="true"
            id={`${table.id}-${table.keys.checkboxColumn}`}
            role="columnheader"
            aria-colindex={1}
            className={join(styles.column, styles.checkboxCell)}
            data-rac=""
          >
            {table.selectionMode === 'multiple' && (
              <RestCheckbox
                isSelected={table.allSelected}
                isIndeterminate={table.someSelected}
                label={table.strings.selectAll}
                // react-aria's select-all: disabled while there is no row.
                isDisabled={table.isEmpty}
              />
            )}
          </th>
        )}
        {cells.map(({ element }, index) =>
          element ? (
            <RestCellContext.Provider key={index} value={index}>
              {element}
            </RestCellContext.Provider>
          ) : null,
        )}
      </tr>
    </thead>
  );
}

export function RestColumnHeader({ className, children, allowsSorting = false }: ColumnProps) {
  const table = useRestTable('Column');
  const index = useContext(RestCellContext);
  const column = table.columns[index];
  const key = column?.key ?? '';
  const { hoverProps, isHovered } = useHover({ isDisabled: !allowsSorting });
  const sortDirection = table.sortDescriptor?.column === key ? table.sortDescriptor.direction : undefined;
  const description = useDescription(allowsSorting ? table.strings.sortable : undefined);
  const renderValues = {
    allowsSorting,
    sortDirection,
    isHovered,
    isFocused: false,
    isFocusVisible: false,
    isResizing: false,
    startResize: () => undefined,
    sort: () => undefined,
    defaultChildren: undefined,
  } as unknown as Parameters<Extract<ColumnProps['children'], (...args: never[]) => unknown>>[0];
  const ownClass =
    typeof className === 'function' ? className({ ...renderValues, defaultClassName: 'react-aria-Column' }) : className;
  const content = typeof children === 'function' ? children(renderValues) : children;
  return (
    <th
      {...hoverProps}
      tabIndex={-1}
      data-collection={table.collectionId}
      data-key={key}
      data-react-aria-pressable="true"
      id={`${table.id}-${key}`}
      role="columnheader"
      aria-colindex={index + 1 + (table.hasCheckboxes ? 1 : 0)}
      aria-sort={allowsSorting ? (sortDirection ?? 'none') : undefined}
      className={join(styles.column, ownClass)}
      data-rac=""
      data-hovered={isHovered || undefined}
      data-allows-sorting={allowsSorting || undefined}
      data-sort-direction={sortDirection}
      aria-describedby={description['aria-describedby']}
    >
      <ColumnContent content={content} allowsSorting={allowsSorting} sortDirection={sortDirection} />
    </th>
  );
}

/** The body at rest: the rows, or the state row react-aria's `renderEmptyState` gives. */
export function RestTableBody({
  items,
  children,
  className,
  state,
}: {
  items: Iterable<object> | undefined;
  children: unknown;
  className?: string;
  state: ReactNode;
}) {
  const table = useRestTable('TableBody');
  const rows = table.isEmpty ? [] : collectionElements(items, children);
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- react-aria's DOM, attribute for attribute
    <tbody
      className={className ?? 'react-aria-TableBody'}
      data-rac=""
      role="rowgroup"
      data-empty={table.isEmpty || undefined}
    >
      {table.isEmpty ? (
        <tr role="row">
          <td role="rowheader" colSpan={table.columnCount}>
            {state}
          </td>
        </tr>
      ) : (
        rows.map(({ element, item }, index) => {
          if (!element) return null;
          const token = item ?? element;
          const info = table.keys.rows.get(token);
          if (!info) return null;
          return (
            <RestRowContext.Provider key={String(info.key) || index} value={{ ...info, token }}>
              {element}
            </RestRowContext.Provider>
          );
        })
      )}
    </tbody>
  );
}

export function RestRow<T extends object>({ columns, children, className }: RowProps<T>) {
  const table = useRestTable('Row');
  const row = useContext(RestRowContext);
  const rowId = useId();
  const checkboxCellId = useId();
  const checkboxId = useId();
  const allowsSelection = table.selectionMode !== 'none';
  const { hoverProps, isHovered } = useHover({ isDisabled: !allowsSelection });
  if (!row) return null;
  const isSelected = allowsSelection && table.isSelected(row.key);
  const headerIds = table.rowHeaderKeys.map((column) => `${table.id}-${row.key}-${column}`).join(' ');
  const ownClass = typeof className === 'string' ? className : undefined;
  const cells = collectionElements(columns, children);
  const offset = table.hasCheckboxes ? 1 : 0;
  return (
    <tr
      {...hoverProps}
      className={join(styles.row, ownClass)}
      style={{ '--table-row-level': 1 } as CSSProperties}
      data-rac=""
      role="row"
      aria-selected={allowsSelection ? isSelected : undefined}
      tabIndex={-1}
      data-collection={table.collectionId}
      data-key={row.key}
      data-react-aria-pressable={allowsSelection || undefined}
      id={rowId}
      aria-labelledby={headerIds || undefined}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-selection-mode={allowsSelection ? table.selectionMode : undefined}
      data-level="1"
    >
      {table.hasCheckboxes && (
        <td
          className={join(styles.cell, styles.checkboxCell)}
          data-rac=""
          tabIndex={-1}
          data-collection={table.collectionId}
          data-key={row.cells[0]}
          id={checkboxCellId}
          role="gridcell"
          data-selected={isSelected || undefined}
          data-column-index={0}
          data-level="1"
        >
          <RestCheckbox
            isSelected={isSelected}
            label={table.strings.select}
            id={checkboxId}
            labelledBy={`${checkboxId} ${headerIds}`}
          />
        </td>
      )}
      {cells.map(({ element }, index) =>
        element ? (
          <RestCellContext.Provider key={index} value={index + offset}>
            <RestCellRow.Provider value={{ key: row.key, isSelected, cellKey: row.cells[index + offset] }}>
              {element}
            </RestCellRow.Provider>
          </RestCellContext.Provider>
        ) : null,
      )}
    </tr>
  );
}

const RestCellRow = createContext<{ key: Key; isSelected: boolean; cellKey: Key | undefined } | null>(null);

export function RestCell({ className, children }: CellProps) {
  const table = useRestTable('Cell');
  const index = useContext(RestCellContext);
  const row = useContext(RestCellRow);
  const ownId = useId();
  const column = table.columns[index - (table.hasCheckboxes ? 1 : 0)];
  const isRowHeader = column !== undefined && row !== null && table.rowHeaderKeys.includes(column.key);
  const renderValues = {
    isFocused: false,
    isFocusVisible: false,
    isPressed: false,
    isHovered: false,
    isSelected: row?.isSelected ?? false,
    defaultClassName: 'react-aria-Cell',
  } as unknown as Parameters<Extract<CellProps['className'], (...args: never[]) => unknown>>[0];
  const ownClass = typeof className === 'function' ? className(renderValues) : className;
  const content = typeof children === 'function' ? children({ ...renderValues, defaultChildren: undefined }) : children;
  return (
    <td
      className={join(styles.cell, ownClass)}
      data-rac=""
      tabIndex={-1}
      data-collection={table.collectionId}
      data-key={row?.cellKey}
      id={isRowHeader && column ? `${table.id}-${row.key}-${column.key}` : ownId}
      role={isRowHeader ? 'rowheader' : 'gridcell'}
      data-selected={row?.isSelected || undefined}
      data-column-index={index}
      data-level="1"
    >
      {content}
    </td>
  );
}

/** A column header's label and, when it sorts, its direction's arrow: drawn at rest and by the real Column. */
export function ColumnContent({
  content,
  allowsSorting,
  sortDirection,
}: {
  content: ReactNode;
  allowsSorting?: boolean;
  sortDirection?: 'ascending' | 'descending';
}) {
  return (
    <span className={styles.columnInner}>
      {content}
      {allowsSorting && (
        <span className={styles.sortIcon} aria-hidden="true">
          {sortDirection === 'descending' ? <ArrowDownGlyph /> : <ArrowUpGlyph />}
        </span>
      )}
    </span>
  );
}

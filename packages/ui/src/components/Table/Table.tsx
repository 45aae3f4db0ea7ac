import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  type CellProps,
  type ColumnProps as AriaColumnProps,
  type Key,
  type RowProps,
  type Selection,
  type TableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { useLocale } from 'react-aria/I18nProvider';
import { useDescription } from 'react-aria/private/utils/useDescription';
import { useId } from 'react-aria/useId';
import { createFieldLoader } from '../Select/Select.tsx';
import { recordKey, type RecordedKey } from '../Select/selectShared.tsx';
import * as styles from './Table.css.ts';
import type { TableBodyProps } from './TableBody.tsx';
import {
  collectionElements,
  elements,
  join,
  RestCell,
  RestColumnHeader,
  RestRow,
  RestTableContext,
  RestTableHeader,
  tableStrings,
  textOf,
  type RestColumn,
  type RestTable,
} from './TableRest.tsx';
import type * as TableRealModule from './TableReal.tsx';

// A Table drawn at first paint without react-aria-components' Table (packages/ui/DECISIONS.md, "A
// Table is drawn without react-aria's until intent"): the same DOM, then the real one
// (`TableReal.tsx`, a lazy module with react-aria's collection, selection and grid code) on the
// first intent, handed what the user did meanwhile.

export interface TableProps extends AriaTableProps {
  /**
   * A maximum height for the table's scroll area; past it the body scrolls and the header
   * stays at the top. Without it the table grows with its rows.
   * @default undefined
   */
  maxHeight?: CSSProperties['maxHeight'];
}

export type ColumnProps = AriaColumnProps;

/** The real Table's parts, provided by the lazy module's `RealTable` (context crosses react-aria's hidden collection). */
export interface TableParts {
  TableHeader: typeof TableRealModule.RealTableHeader;
  Column: typeof TableRealModule.RealColumn;
  TableBody: typeof TableRealModule.RealTableBody;
  Row: typeof TableRealModule.RealRow;
  Cell: typeof TableRealModule.RealCell;
}

export const TablePartsContext = createContext<TableParts | null>(null);

/** What happened on a Table drawn at rest, for the real one to do again (`TableHandoff` in `TableReal.tsx`). */
export interface TableHandoff {
  /** Where the focus was: on the table itself (from before it, or after it), or on an element in a cell. */
  focus?:
    | { kind: 'table'; fromAfter: boolean }
    | { kind: 'element'; section: 'thead' | 'tbody'; row: number; cell: number; index: number };
  // (`cell` -1: the row itself; `index` -1: the cell itself.)
  /** Pointer presses, in order, on a sortable column, a selection checkbox (`row` null: select all) or a selectable row. */
  presses: Array<{ kind: 'sort'; column: Key } | { kind: 'checkbox'; row: Key | null } | { kind: 'row'; row: Key }>;
  /** Keys pressed meanwhile in the table, dispatched again where the focus then is. */
  keys: RecordedKey[];
}

/** What may hold the focus in a cell, to find the same element again after the swap. */
export const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

let gate: Promise<void> | undefined;

/** The real Table, loaded once on the first intent: from then on every Table renders it directly. */
const tableModule = createFieldLoader<typeof TableRealModule>(async () => {
  if (gate) await gate;
  return import('./TableReal.tsx');
});

/**
 * For stories and tests only (internal, not exported by the package): how often the real Table's
 * module was asked for, a way to start again from a page that never loaded it, and `hold`, which
 * keeps the next load from arriving until `release()`, so a press or key can land first.
 */
export const tableModuleForTests = {
  get loads() {
    return tableModule.loads.requests;
  },
  get isLoaded() {
    return tableModule.loaded() !== undefined;
  },
  reset() {
    gate = undefined;
    tableModule.loads.reset();
  },
  hold(): () => void {
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    return () => release();
  },
};

/**
 * A data table on react-aria's `Table`: arrow-key navigation between cells, sortable columns
 * (`sortDescriptor`, `onSortChange`, with `aria-sort`), single or multiple row selection with
 * checkboxes (`selectionMode`). It scrolls sideways on narrow screens. Compose it with
 * `TableHeader`, `Column`, `TableBody` (loading, error and empty states) `Row` and `Cell`.
 *
 * Light at first paint (packages/ui/DECISIONS.md, "A Table is drawn without react-aria's until
 * intent"): until the pointer enters it, focus reaches it or a finger touches it, the table is drawn
 * here with the DOM react-aria's renders; react-aria's (`TableReal.tsx`) then loads and takes its
 * place, doing again what the user did meanwhile. Once loaded, every new Table renders it directly.
 */
export function Table(props: TableProps) {
  const [real] = useState(() => tableModule.loaded());
  const [arrived, setArrived] = useState<{ module: typeof TableRealModule; handoff: TableHandoff }>();
  const module = arrived?.module ?? real;
  if (module) return <module.RealTable {...props} handoff={arrived?.handoff} />;
  return <TableAtRest {...props} onArrive={(module, handoff) => setArrived({ module, handoff })} />;
}

/**
 * The table drawn without react-aria's: the scroll area, react-aria's `<template>` and focus scope
 * markers, the grid with its attributes; the header, columns, body, rows and cells below draw
 * themselves from what this reads of its children (`RestTableContext`).
 */
function TableAtRest({
  onArrive,
  maxHeight,
  className,
  children,
  ...props
}: TableProps & { onArrive: (module: typeof TableRealModule, handoff: TableHandoff) => void }) {
  const id = useId((props as { id?: string }).id);
  const collectionId = useId();
  const { locale } = useLocale();
  const strings = locale.toLowerCase().startsWith('fr') ? tableStrings.fr : tableStrings.en;
  const parts = elements(children as ReactNode);
  const header = parts.find((part) => part.type === TableHeader);
  // The other part is the body (react-aria's Table takes a header and a body).
  const body = parts.find((part) => part !== header);

  // react-aria's collection numbers the nodes without an id in the order it builds them.
  let counter = 0;
  const next = () => `react-aria-${++counter}`;
  const selectionMode = props.selectionMode ?? 'none';
  const selectionBehavior = props.selectionBehavior ?? 'toggle';
  const hasCheckboxes = selectionBehavior === 'toggle' && selectionMode !== 'none';
  const checkboxColumn = hasCheckboxes ? next() : undefined;
  const headerProps = (header?.props ?? {}) as Record<string, unknown>;
  const columns: RestColumn[] = collectionElements(
    headerProps.columns as Iterable<object> | undefined,
    headerProps.children,
  ).flatMap(({ element, item }) => {
    if (!element) return [];
    const own = element.props;
    const key = (own.id as Key | undefined) ?? (item as { id?: Key } | undefined)?.id ?? next();
    return [
      { key, isRowHeader: own.isRowHeader === true, allowsSorting: own.allowsSorting === true, textValue: textOf(own) },
    ];
  });
  next(); // the header row's node
  const bodyProps = (body?.props ?? {}) as TableBodyProps<object>;
  const isBlocked = bodyProps.isLoading === true || (bodyProps.error !== undefined && bodyProps.error !== false);
  const rows = new Map<unknown, { key: Key; cells: Key[] }>();
  const rowKeys: Key[] = [];
  if (!isBlocked) {
    for (const { element, item } of collectionElements(bodyProps.items, bodyProps.children)) {
      if (!element) continue;
      const cells: Key[] = [];
      if (hasCheckboxes) cells.push(next());
      const own = element.props;
      for (const cell of collectionElements(own.columns as Iterable<object> | undefined, own.children)) {
        if (cell.element) cells.push((cell.element.props.id as Key | undefined) ?? next());
      }
      const key = (own.id as Key | undefined) ?? (item as { id?: Key } | undefined)?.id ?? next();
      rows.set(item ?? element, { key, cells });
      rowKeys.push(key);
    }
  }
  const rowHeaderKeys = columns.filter((column) => column.isRowHeader).map((column) => column.key);
  if (rowHeaderKeys.length === 0 && columns[0]) rowHeaderKeys.push(columns[0].key);

  const selected = props.selectedKeys ?? props.defaultSelectedKeys;
  const selectedSet: Selection = selected === 'all' ? 'all' : new Set(selected ?? []);
  const isSelected = (key: Key) => selectedSet === 'all' || selectedSet.has(key);
  const selectedCount = rowKeys.filter(isSelected).length;
  const allSelected = rowKeys.length > 0 && (selectedSet === 'all' || selectedCount === rowKeys.length);

  const sort = props.sortDescriptor;
  const sortedColumn = sort ? columns.find((column) => column.key === sort.column) : undefined;
  const sortDescription =
    sort?.direction && sort.column != null ? strings.sorted(sortedColumn?.textValue ?? '', sort.direction) : undefined;
  const description = useDescription(sortDescription);

  const table: RestTable = {
    id,
    columns,
    rowHeaderKeys,
    hasCheckboxes,
    selectionMode,
    isSelected,
    allSelected,
    someSelected: !allSelected && selectedCount > 0,
    sortDescriptor: sort,
    strings,
    collectionId,
    keys: { header: columns.map((column) => column.key), checkboxColumn, rows },
    isEmpty: rowKeys.length === 0,
    columnCount: columns.length + (hasCheckboxes ? 1 : 0),
  };

  const tableRef = useRef<HTMLTableElement>(null);
  // react-aria's grid: an empty one is tabbable itself unless its state row holds something tabbable.
  const [hasTabbableChild, setHasTabbableChild] = useState(false);
  // After every render, as the state row's content may change; the same value renders nothing again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const tabbable = tableRef.current?.querySelector(
      'tbody :is(a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"]))',
    );
    setHasTabbableChild(table.isEmpty && !!tabbable);
  });
  const recorder = useRestTableRecorder(tableRef, onArrive);
  const ownClass =
    typeof className === 'function'
      ? className({ defaultClassName: 'react-aria-Table' } as Parameters<typeof className>[0])
      : className;

  return (
    <div
      className={styles.scroller}
      style={{ maxHeight }}
      onPointerEnter={recorder.preload}
      onTouchStart={recorder.preload}
      onFocus={recorder.onFocus}
      // In the capture phase: react-aria's press handlers (the checkboxes') stop their events.
      onPointerDownCapture={recorder.onPointerDown}
      onKeyDownCapture={recorder.onKey}
      onKeyUpCapture={recorder.onKey}
    >
      {/* Where react-aria's Table renders its hidden copy of the collection, and its focus scope. */}
      <template />
      <span data-focus-scope-start hidden />
      <table
        ref={tableRef}
        className={join(styles.table, ownClass)}
        data-rac=""
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        id={id}
        role="grid"
        aria-multiselectable={selectionMode === 'multiple' || undefined}
        tabIndex={hasTabbableChild ? -1 : 0}
        aria-describedby={[description['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ')}
        data-collection={table.isEmpty ? undefined : collectionId}
      >
        <RestTableContext.Provider value={table}>{children}</RestTableContext.Provider>
      </table>
      <span data-focus-scope-end hidden />
    </div>
  );
}

/**
 * Records what the user does on a table drawn at rest and, once the real module arrives, hands it
 * over: where focus was (the table, reached from before or after it, or an element in a cell), a
 * pointer press on a sortable column, a selection checkbox or a selectable row, and the keys.
 */
function useRestTableRecorder(
  tableRef: RefObject<HTMLTableElement | null>,
  onArrive: (module: typeof TableRealModule, handoff: TableHandoff) => void,
) {
  const handoff = useRef<TableHandoff>({ presses: [], keys: [] });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const locateFocus = (): TableHandoff['focus'] => {
    const table = tableRef.current;
    const active = table?.ownerDocument.activeElement;
    if (!table || !active || !table.contains(active)) return undefined;
    if (active === table) return handoff.current.focus?.kind === 'table' ? handoff.current.focus : undefined;
    // A row or cell itself (a pointer press focuses it), or an element in a cell: found again by position.
    const row = active.closest('tr');
    const cell = active.tagName === 'TR' ? null : active.closest('td, th');
    const section = row?.parentElement;
    if (!row || !section) return undefined;
    const focusable = cell && cell !== active ? [...cell.querySelectorAll(FOCUSABLE)] : [];
    return {
      kind: 'element',
      section: section.tagName === 'THEAD' ? 'thead' : 'tbody',
      row: [...section.children].indexOf(row),
      cell: cell ? [...row.children].indexOf(cell) : -1,
      index: cell && cell !== active ? focusable.indexOf(active) : -1,
    };
  };
  const intent = () => {
    tableModule.load().then(
      (module) => {
        if (!mounted.current) return;
        // The same record, not a copy: what happens between now and the real table's first commit
        // (a click at rest) is still in it when that commit reads it.
        handoff.current.focus = locateFocus();
        onArrive(module, handoff.current);
      },
      // A failed chunk goes where every failed chunk goes; the next intent tries again.
      () => undefined,
    );
  };
  /** A head start only: the swap waits for the grid's own intent. */
  const preload = () => {
    tableModule.load().catch(() => undefined);
  };
  const isGrid = (target: EventTarget) =>
    target === tableRef.current || (target instanceof Element && /^(TR|TD|TH)$/.test(target.tagName));
  // The pointer entering the table, or focus or a press reaching a link or button in a cell (they
  // work at rest, a cell's menu included), only fetch the real module: swapping then would remount
  // the control under the pointer or an open menu. Focus on the grid itself (the table, a row or a
  // cell), its keys and a press on what only the real table does (sorting, selecting) swap it in.
  return {
    preload,
    onFocus: (event: React.FocusEvent) => {
      const table = tableRef.current;
      if (!table || !isGrid(event.target)) return preload();
      if (event.target === table) {
        const from = event.relatedTarget;
        const fromAfter =
          from instanceof Node && !!(table.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
        handoff.current.focus = { kind: 'table', fromAfter };
      }
      intent();
    },
    onPointerDown: (event: PointerEvent) => {
      const target = event.target as Element;
      if (event.button !== 0) return;
      const checkbox = target.closest('label[slot="selection"]');
      const column = target.closest('th[data-allows-sorting]');
      const row = target.closest('tbody tr[data-selection-mode]');
      if (checkbox) {
        const inBody = checkbox.closest('tbody tr[data-key]');
        handoff.current.presses.push({ kind: 'checkbox', row: inBody?.getAttribute('data-key') ?? null });
      } else if (column) {
        handoff.current.presses.push({ kind: 'sort', column: column.getAttribute('data-key') ?? '' });
      } else if (row && !target.closest('a, button, input, [role="button"]')) {
        handoff.current.presses.push({ kind: 'row', row: row.getAttribute('data-key') ?? '' });
      } else {
        return preload();
      }
      intent();
    },
    onKey: (event: KeyboardEvent) => {
      // Keys on the grid (the table, a row or cell) are the real table's; a link's or a button's
      // in a cell are their own (and happen at rest).
      if (event.key === 'Tab' || !isGrid(event.target)) return;
      handoff.current.keys.push(recordKey(event));
      // The key is the real table's to act on, once it is here.
      if (event.key === ' ' || event.key.startsWith('Arrow') || event.key.startsWith('Page')) event.preventDefault();
      intent();
    },
  };
}

/** The header row; adds the select-all checkbox column when rows are selectable with checkboxes. */
export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  const parts = useContext(TablePartsContext);
  if (parts) return <parts.TableHeader {...props} />;
  return <RestTableHeader {...props} />;
}

/** A column header; with `allowsSorting` it sorts on press or Enter and shows the direction. */
export function Column(props: ColumnProps) {
  const parts = useContext(TablePartsContext);
  if (parts) return <parts.Column {...props} />;
  return <RestColumnHeader {...props} />;
}

/** A row; adds its selection checkbox when rows are selectable with checkboxes. */
export function Row<T extends object>(props: RowProps<T>) {
  const parts = useContext(TablePartsContext);
  if (parts) return <parts.Row {...props} />;
  return <RestRow {...props} />;
}

/** A cell. */
export function Cell(props: CellProps) {
  const parts = useContext(TablePartsContext);
  if (parts) return <parts.Cell {...props} />;
  return <RestCell {...props} />;
}

import { useEffect, useRef, type RefObject } from 'react';
import {
  Cell as AriaCell,
  Checkbox as AriaCheckbox,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  composeRenderProps,
  useTableOptions,
  type CellProps,
  type Key,
  type ColumnProps,
  type RowProps,
  type TableHeaderProps,
} from 'react-aria-components';
import { setInteractionModality } from 'react-aria/useFocusVisible';
import { CheckGlyph, DashGlyph } from '../../internal/glyphs.tsx';
import * as styles from './Table.css.ts';
import { FOCUSABLE, TablePartsContext, type TableHandoff, type TableParts, type TableProps } from './Table.tsx';
import { TableState, type TableBodyProps } from './TableBody.tsx';
import { ColumnContent, columnText, join } from './TableRest.tsx';

/**
 * The real Table, on react-aria-components' `Table` (the lazy module of packages/ui/DECISIONS.md,
 * "A Table is drawn without react-aria's until intent"): `Table.tsx` draws it until the first
 * intent, then renders this, which does again what the user did meanwhile (`handoff`). Internal.
 */
export function RealTable({ maxHeight, className, handoff, ...props }: TableProps & { handoff?: TableHandoff }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={scrollerRef} className={styles.scroller} style={{ maxHeight }}>
      <TablePartsContext.Provider value={parts}>
        <AriaTable {...props} className={composeRenderProps(className, (own) => join(styles.table, own))} />
      </TablePartsContext.Provider>
      {handoff && <Handoff handoff={handoff} scrollerRef={scrollerRef} />}
    </div>
  );
}

/**
 * What the user did on the table drawn at rest, done again once the real one is mounted: the focus
 * (on the table: react-aria places it on the first row, or the last from after the table, selected
 * ones first; on an element in a cell: the same element, by position), then a pointer press (a
 * virtual click, as react-aria's press, in pointer modality) and the keys, where the focus then is.
 */
function Handoff({ handoff, scrollerRef }: { handoff: TableHandoff; scrollerRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const table = scrollerRef.current?.querySelector('table');
    if (!table) return;
    const document = table.ownerDocument;
    const focus = handoff.focus;
    let frame = 0;
    const later = (step: (frames: number) => void, frames: number) => {
      frame = requestAnimationFrame(() => step(frames - 1));
    };
    const bodyRow = ':scope > tbody > tr';
    const byKey = (selector: string, key: Key) => `${selector}[data-key="${CSS.escape(String(key))}"]`;
    // Then the press (a virtual click, react-aria's press) and the keys, where the focus now is.
    const act = (frames: number) => {
      if (focus?.kind === 'table' && document.activeElement === table && frames > 0) return later(act, frames);
      for (const press of handoff.presses) {
        const target =
          press.kind === 'sort'
            ? table.querySelector<HTMLElement>(byKey(':scope > thead th', press.column))
            : press.kind === 'row'
              ? table.querySelector<HTMLElement>(byKey(bodyRow, press.row))
              : press.row === null
                ? table.querySelector<HTMLElement>(':scope > thead input[type="checkbox"]')
                : table.querySelector<HTMLElement>(`${byKey(bodyRow, press.row)} input[type="checkbox"]`);
        target?.click();
      }
      // The presses were the pointer's: no focus ring for them.
      if (handoff.presses.length > 0) setInteractionModality('pointer');
      const active = document.activeElement;
      const keyTarget = active instanceof HTMLElement && table.contains(active) ? active : table;
      for (const key of handoff.keys) keyTarget.dispatchEvent(new KeyboardEvent(key.type, key));
      // Done once: React's development double effects (StrictMode) and a remount find nothing left.
      handoff.presses.length = 0;
      handoff.keys.length = 0;
    };
    // First the focus, once react-aria has rendered its rows (its collection is built after its first render).
    const place = (frames: number) => {
      const rows = [...table.querySelectorAll<HTMLElement>(`${bodyRow}[data-key]`)];
      const isEmpty = table.querySelector(':scope > tbody[data-empty]') !== null;
      if (rows.length === 0 && !isEmpty && frames > 0) return later(place, frames);
      // Placed once, as the presses and keys below are done once.
      handoff.focus = undefined;
      if (focus?.kind === 'table') {
        const selected = rows.filter((row) => row.getAttribute('aria-selected') === 'true');
        // react-aria's useSelectableCollection passes the focus on to a row as the table receives it;
        // from after the table, to the last (selected) one.
        if (focus.fromAfter && rows.length > 0) (selected.at(-1) ?? rows.at(-1))?.focus();
        else table.focus();
      } else if (focus) {
        const row = table.querySelector(`:scope > ${focus.section}`)?.children[focus.row];
        const cell = focus.cell < 0 ? null : row?.children[focus.cell];
        const focusable = cell && focus.index >= 0 ? [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
        const target = focus.cell < 0 ? row : focus.index < 0 ? cell : focusable[focus.index];
        if (target instanceof HTMLElement) target.focus();
      }
      act(10);
    };
    place(10);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  return null;
}

function SelectionCheckbox() {
  return (
    <AriaCheckbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? <DashGlyph strokeWidth={2.2} /> : isSelected && <CheckGlyph strokeWidth={2.2} />}
        </span>
      )}
    </AriaCheckbox>
  );
}

/** The header row; adds the select-all checkbox column when rows are selectable with checkboxes. */
function RealTableHeader<T extends object>({ columns, children, className, ...props }: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaTableHeader {...props} className={composeRenderProps(className, (own) => join(styles.header, own))}>
      {selectionBehavior === 'toggle' && selectionMode !== 'none' && (
        <AriaColumn className={join(styles.column, styles.checkboxCell)}>
          {selectionMode === 'multiple' && <SelectionCheckbox />}
        </AriaColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

/** A column header; with `allowsSorting` it sorts on press or Enter and shows the direction. */
function RealColumn({ className, children, textValue, ...props }: ColumnProps) {
  return (
    <AriaColumn
      {...props}
      // Our children are a render function, so react-aria cannot read the column's name for its
      // "sorted by column … in … order" description: a text label names it.
      textValue={textValue ?? columnText(children)}
      className={composeRenderProps(className, (own) => join(styles.column, own))}
    >
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <ColumnContent content={content} allowsSorting={allowsSorting} sortDirection={sortDirection} />
      ))}
    </AriaColumn>
  );
}

/** A row; adds its selection checkbox when rows are selectable with checkboxes. */
function RealRow<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaRow {...props} id={id} className={composeRenderProps(className, (own) => join(styles.row, own))}>
      {selectionBehavior === 'toggle' && selectionMode !== 'none' && (
        <AriaCell className={join(styles.cell, styles.checkboxCell)}>
          <SelectionCheckbox />
        </AriaCell>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

/** A cell. */
function RealCell({ className, ...props }: CellProps) {
  return <AriaCell {...props} className={composeRenderProps(className, (own) => join(styles.cell, own))} />;
}

/** The body on react-aria's `TableBody`; loading, error and nothing to show in its empty state. */
function RealTableBody<T extends object>({
  isLoading = false,
  skeletonRows = 5,
  error,
  onRetry,
  emptyState,
  items,
  children,
  ...props
}: TableBodyProps<T>) {
  const isBlocked = isLoading || (error !== undefined && error !== false);
  return (
    <AriaTableBody
      {...props}
      items={isBlocked ? [] : items}
      renderEmptyState={() => (
        <TableState
          isLoading={isLoading}
          skeletonRows={skeletonRows}
          error={error}
          onRetry={onRetry}
          emptyState={emptyState}
        />
      )}
    >
      {isBlocked && typeof children !== 'function' ? [] : children}
    </AriaTableBody>
  );
}

export { RealTableHeader, RealColumn, RealTableBody, RealRow, RealCell };

const parts: TableParts = {
  TableHeader: RealTableHeader,
  Column: RealColumn,
  TableBody: RealTableBody,
  Row: RealRow,
  Cell: RealCell,
};

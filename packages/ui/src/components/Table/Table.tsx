import type { CSSProperties } from 'react';
import {
  Cell as AriaCell,
  Checkbox as AriaCheckbox,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableHeader as AriaTableHeader,
  composeRenderProps,
  useTableOptions,
  type CellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps,
  type TableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { ArrowDownGlyph, ArrowUpGlyph, CheckGlyph, DashGlyph } from '../../internal/glyphs.tsx';
import * as styles from './Table.css.ts';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export interface TableProps extends AriaTableProps {
  /**
   * A maximum height for the table's scroll area; past it the body scrolls and the header
   * stays at the top. Without it the table grows with its rows.
   * @default undefined
   */
  maxHeight?: CSSProperties['maxHeight'];
}

/**
 * A data table on react-aria's `Table`: arrow-key navigation between cells, sortable columns
 * (`sortDescriptor`, `onSortChange`, with `aria-sort`), single or multiple row selection with
 * checkboxes (`selectionMode`). It scrolls sideways on narrow screens. Compose it with
 * `TableHeader`, `Column`, `TableBody` (loading, error and empty states) `Row` and `Cell`.
 */
export function Table({ maxHeight, className, ...props }: TableProps) {
  return (
    <div className={styles.scroller} style={{ maxHeight }}>
      <AriaTable {...props} className={composeRenderProps(className, (own) => join(styles.table, own))} />
    </div>
  );
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
export function TableHeader<T extends object>({ columns, children, className, ...props }: TableHeaderProps<T>) {
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

export type ColumnProps = AriaColumnProps;

/** A column header; with `allowsSorting` it sorts on press or Enter and shows the direction. */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={composeRenderProps(className, (own) => join(styles.column, own))}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={styles.columnInner}>
          {content}
          {allowsSorting && (
            <span className={styles.sortIcon} aria-hidden="true">
              {sortDirection === 'descending' ? <ArrowDownGlyph /> : <ArrowUpGlyph />}
            </span>
          )}
        </span>
      ))}
    </AriaColumn>
  );
}

/** A row; adds its selection checkbox when rows are selectable with checkboxes. */
export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
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
export function Cell({ className, ...props }: CellProps) {
  return <AriaCell {...props} className={composeRenderProps(className, (own) => join(styles.cell, own))} />;
}

import { useContext, type ReactNode } from 'react';
import type { TableBodyProps as AriaTableBodyProps } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { AlertGlyph } from '../../internal/glyphs.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Button } from '../Button/Button.tsx';
import { TablePartsContext } from './Table.tsx';
import { RestTableBody } from './TableRest.tsx';
import * as styles from './Table.css.ts';

const messages = defineMessages({
  loading: { id: 'ui.table.loading', defaultMessage: 'Loading' },
  empty: { id: 'ui.table.empty', defaultMessage: 'No results' },
  error: { id: 'ui.table.error', defaultMessage: 'The list could not be loaded.' },
  retry: { id: 'ui.table.retry', defaultMessage: 'Try again' },
});

export interface TableBodyProps<T> extends Omit<AriaTableBodyProps<T>, 'renderEmptyState'> {
  /**
   * Shows skeleton rows in place of the data while it loads.
   * @default false
   */
  isLoading?: boolean;
  /**
   * How many skeleton rows to show while loading; match the page size to avoid a jump.
   * @default 5
   */
  skeletonRows?: number;
  /**
   * Set when loading failed: shows the catalogue's error message, or this text.
   * @default undefined
   */
  error?: ReactNode;
  /**
   * Shows a "Try again" button in the error state, calling this.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * What to show when there are no rows, such as an EmptyState; the default is "No results".
   * @default undefined
   */
  emptyState?: ReactNode;
}

const widths = ['40%', '22%', '14%', '18%'];

/** Loading, error or nothing to show: what takes the rows' place (in react-aria's `renderEmptyState` once real). */
export function TableState({
  isLoading = false,
  skeletonRows = 5,
  error,
  onRetry,
  emptyState,
}: Pick<TableBodyProps<object>, 'isLoading' | 'skeletonRows' | 'error' | 'onRetry' | 'emptyState'>) {
  const intl = useIntl();
  if (isLoading) {
    return (
      <div aria-busy="true">
        <span className={visuallyHidden}>{intl.formatMessage(messages.loading)}</span>
        {Array.from({ length: skeletonRows }, (_, row) => (
          <div key={row} className={styles.skeletonRow} aria-hidden="true">
            {widths.map((width, column) => (
              <span
                key={column}
                className={styles.skeletonBar}
                style={{ width: row % 2 ? `calc(${width} - 4%)` : width }}
              />
            ))}
          </div>
        ))}
      </div>
    );
  }
  if (error !== undefined && error !== false) {
    return (
      <div className={styles.message}>
        <span className={styles.errorText}>
          <AlertGlyph />
          {error === true ? intl.formatMessage(messages.error) : error}
        </span>
        {onRetry && (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        )}
      </div>
    );
  }
  return <>{emptyState ?? <div className={styles.message}>{intl.formatMessage(messages.empty)}</div>}</>;
}

/**
 * The rows, or the loading, error or empty state in their place (one cell across all columns).
 * Drawn without react-aria's until the Table's real module is in (`Table.tsx`).
 */
export function TableBody<T extends object>(props: TableBodyProps<T>) {
  const parts = useContext(TablePartsContext);
  if (parts) return <parts.TableBody {...(props as unknown as TableBodyProps<object>)} />;
  const { items, children, className, isLoading, skeletonRows, error, onRetry, emptyState } = props;
  return (
    <RestTableBody
      items={items}
      children={children}
      className={typeof className === 'string' ? className : undefined}
      state={
        <TableState
          isLoading={isLoading}
          skeletonRows={skeletonRows}
          error={error}
          onRetry={onRetry}
          emptyState={emptyState}
        />
      }
    />
  );
}

import type { ReactNode } from 'react';
import { TableBody as AriaTableBody, type TableBodyProps as AriaTableBodyProps } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { AlertGlyph } from '../../internal/glyphs.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Button } from '../Button/Button.tsx';
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

/** The rows, or the loading, error or empty state in their place (one cell across all columns). */
export function TableBody<T extends object>({
  isLoading = false,
  skeletonRows = 5,
  error,
  onRetry,
  emptyState,
  items,
  children,
  ...props
}: TableBodyProps<T>) {
  const intl = useIntl();
  const isBlocked = isLoading || (error !== undefined && error !== false);
  const renderState = () => {
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
    if (isBlocked) {
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
    return emptyState ?? <div className={styles.message}>{intl.formatMessage(messages.empty)}</div>;
  };
  return (
    <AriaTableBody {...props} items={isBlocked ? [] : items} renderEmptyState={renderState}>
      {isBlocked && typeof children !== 'function' ? [] : children}
    </AriaTableBody>
  );
}

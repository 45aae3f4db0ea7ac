import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { ChevronLeftGlyph, ChevronRightGlyph } from '../../internal/glyphs.tsx';
import * as styles from './Pagination.css.ts';
import { pageRange, pageSlots } from './pages.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: string };
  range: { start: string; end: string; total: string };
}>({
  label: { id: 'ui.pagination.label', defaultMessage: 'Pagination' },
  previous: { id: 'ui.pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'ui.pagination.next', defaultMessage: 'Next page' },
  page: { id: 'ui.pagination.page', defaultMessage: 'Page {page}' },
  range: { id: 'ui.pagination.range', defaultMessage: '{start}–{end} of {total}' },
});

export interface PaginationProps {
  /**
   * The current page, from 1; with `onChange` the parent owns it.
   * @default undefined
   */
  page?: number;
  /**
   * The first page shown when the component owns the page.
   * @default 1
   */
  defaultPage?: number;
  /**
   * Items per page (spec section 9).
   * @default 10
   */
  pageSize?: number;
  /**
   * How many items there are in all.
   * @default undefined
   */
  total: number;
  /**
   * Called with the new page when the person pages.
   * @default undefined
   */
  onChange?: (page: number) => void;
  /**
   * The navigation landmark's name, when the page holds several paginations.
   * @default 'Pagination' from the catalogue
   */
  'aria-label'?: string;
}

/**
 * Pages through a list: "1–10 of 42" in the locale's numbers, previous and next, and page
 * buttons (the current one with `aria-current="page"`). On a phone only previous and next remain.
 */
export function Pagination({
  page: pageProp,
  defaultPage = 1,
  pageSize = 10,
  total,
  onChange,
  ...props
}: PaginationProps) {
  const intl = useIntl();
  const [ownPage, setOwnPage] = useState(defaultPage);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, pageProp ?? ownPage), pageCount);
  const { start, end } = pageRange(page, pageSize, total);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The arrow just pressed towards the first or last page, which that page disables.
  const toEnd = useRef<'previous' | 'next' | null>(null);
  const go = (next: number) => {
    toEnd.current = next <= 1 ? 'previous' : next >= pageCount ? 'next' : null;
    setOwnPage(next);
    onChange?.(next);
  };
  // A disabled button cannot hold focus: the browser drops it to the body. Once the end is
  // shown (at once, or when the parent's page follows), the other arrow takes it, the control
  // the person can go on with (DECISIONS.md, "Pagination").
  useEffect(() => {
    const pressed = toEnd.current;
    if (!pressed || (pressed === 'next' ? page < pageCount : page > 1)) return;
    toEnd.current = null;
    const [from, to] = pressed === 'next' ? [nextRef, previousRef] : [previousRef, nextRef];
    const active = from.current?.ownerDocument.activeElement;
    // Only focus the pager still had: a person who moved on keeps their place.
    if (active === from.current || active === from.current?.ownerDocument.body) to.current?.focus();
  }, [page, pageCount]);
  const number = (value: number) => intl.formatNumber(value);
  return (
    <nav aria-label={props['aria-label'] ?? intl.formatMessage(messages.label)} className={styles.nav}>
      <span className={styles.range}>
        {intl.formatMessage(messages.range, { start: number(start), end: number(end), total: number(total) })}
      </span>
      <ul className={styles.list}>
        <li>
          <Button
            ref={previousRef}
            className={styles.pageButton}
            aria-label={intl.formatMessage(messages.previous)}
            isDisabled={page <= 1}
            onPress={() => go(page - 1)}
          >
            <ChevronLeftGlyph />
          </Button>
        </li>
        {pageSlots(page, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            // The ellipsis is drawn by CSS: a gap in the list, not words.
            <li key={`gap-${index}`} className={`${styles.pageItem} ${styles.gap}`} aria-hidden="true" />
          ) : (
            <li key={slot} className={styles.pageItem}>
              <Button
                className={styles.pageButton}
                aria-label={intl.formatMessage(messages.page, { page: number(slot) })}
                aria-current={slot === page ? 'page' : undefined}
                onPress={() => go(slot)}
              >
                {number(slot)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            ref={nextRef}
            className={styles.pageButton}
            aria-label={intl.formatMessage(messages.next)}
            isDisabled={page >= pageCount}
            onPress={() => go(page + 1)}
          >
            <ChevronRightGlyph />
          </Button>
        </li>
      </ul>
    </nav>
  );
}

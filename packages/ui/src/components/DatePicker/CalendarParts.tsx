import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Heading,
  type DateInputProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon } from '../Field/icons.tsx';
import * as styles from './Calendar.css.ts';

export const calendarMessages = defineMessages({
  open: { id: 'ui.datePicker.open', defaultMessage: 'Open calendar' },
  previous: { id: 'ui.datePicker.previous', defaultMessage: 'Previous month' },
  next: { id: 'ui.datePicker.next', defaultMessage: 'Next month' },
});

/**
 * The month grid shared by Calendar and RangeCalendar: the header with the catalogue's
 * previous/next labels, then the days. Weeks start on the locale's first day (Monday in French).
 */
export function CalendarBody() {
  const intl = useIntl();
  return (
    <>
      <header className={styles.header}>
        <Button slot="previous" aria-label={intl.formatMessage(calendarMessages.previous)} className={styles.navButton}>
          <ChevronLeftIcon />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" aria-label={intl.formatMessage(calendarMessages.next)} className={styles.navButton}>
          <ChevronRightIcon />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/** The typed date, one focusable segment a part (day, month, year) in the locale's order. */
export function DateSegments(props: Omit<DateInputProps, 'children' | 'className'>) {
  return (
    <DateInput {...props} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

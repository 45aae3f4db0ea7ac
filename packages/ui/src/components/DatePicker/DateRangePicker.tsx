import {
  Button,
  DateRangePicker as AriaDateRangePicker,
  Dialog,
  Group,
  RangeCalendar,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
// react-aria's Popover on its hooks: its own Popover would keep every overlay's code with the page.
import { FloatingPopover } from '../../internal/floating.tsx';
import { useIntl } from 'react-intl';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import * as groupStyles from '../Field/FieldGroup.css.ts';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { CalendarIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import * as styles from './Calendar.css.ts';
import { CalendarBody, DateSegments, calendarMessages } from './CalendarParts.tsx';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'children'>, FieldBaseProps {
  /**
   * The field's height, matching Button's sizes.
   * @default 'md'
   */
  size?: groupStyles.GroupVariants['size'];
}

/**
 * A start and an end date (a campaign's period), typed or picked in one calendar, on
 * react-aria's `DateRangePicker`; an end before the start is invalid.
 */
export function DateRangePicker<T extends DateValue>(props: DateRangePickerProps<T>) {
  const { label, description, errorMessage, fieldName, size = 'md', className, ...rest } = props;
  const intl = useIntl();
  return (
    <AriaDateRangePicker {...rest} className={withBase(field, className)}>
      {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Group className={groupStyles.group({ size })}>
        <DateSegments slot="start" />
        {/* The dash is drawn by CSS: punctuation, not words to translate. */}
        <span aria-hidden="true" className={styles.rangeDash} />
        <DateSegments slot="end" />
        <Button
          aria-label={intl.formatMessage(calendarMessages.open)}
          className={`${groupStyles.fieldButton} ${styles.calendarButton}`}
        >
          <CalendarIcon className={groupStyles.icon} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} fieldName={fieldName} label={label} />
      <FloatingPopover className={styles.popover} offset={4} placement="bottom start">
        <Dialog className={styles.dialog}>
          <RangeCalendar>
            <CalendarBody />
          </RangeCalendar>
        </Dialog>
      </FloatingPopover>
    </AriaDateRangePicker>
  );
}

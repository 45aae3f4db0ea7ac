import {
  Button,
  Calendar,
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  type DatePickerProps as AriaDatePickerProps,
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

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'children'>, FieldBaseProps {
  /**
   * The field's height, matching Button's sizes.
   * @default 'md'
   */
  size?: groupStyles.GroupVariants['size'];
}

/**
 * A date typed segment by segment or picked in a calendar popover, on react-aria's
 * `DatePicker`. Values are `@internationalized/date` objects (`parseDate('2026-03-04')`);
 * `minValue`/`maxValue` bound both, and the format and first weekday follow the locale.
 */
export function DatePicker<T extends DateValue>(props: DatePickerProps<T>) {
  const { label, description, errorMessage, fieldName, size = 'md', className, ...rest } = props;
  const intl = useIntl();
  return (
    <AriaDatePicker {...rest} className={withBase(field, className)}>
      {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Group className={groupStyles.group({ size })}>
        <DateSegments />
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
          <Calendar data-single="">
            <CalendarBody />
          </Calendar>
        </Dialog>
      </FloatingPopover>
    </AriaDatePicker>
  );
}

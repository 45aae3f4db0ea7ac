import type { ReactNode } from 'react';
import {
  Button,
  Select as AriaSelect,
  SelectStateContext,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import { LazyListBox } from '../ListBox/LazyListBox.tsx';
import * as listStyles from '../ListBox/ListBox.css.ts';
import * as styles from './Select.css.ts';
import { truncateLabel } from './truncateLabel.ts';

export const selectMessages = defineMessages({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Select an option' },
  empty: { id: 'ui.select.empty', defaultMessage: 'No options available' },
});

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T, 'single'>, 'children' | 'selectionMode'>, FieldBaseProps {
  /**
   * The options (`Option` elements), or a function rendering one for each of `items`.
   * @default undefined
   */
  children?: ReactNode | ((item: T) => ReactNode);
  /**
   * The options' data, for a dynamic list; each needs an `id`.
   * @default undefined
   */
  items?: Iterable<T>;
  /**
   * What the trigger shows while nothing is selected.
   * @default 'Select an option' (catalogue)
   */
  placeholder?: string;
  /**
   * What the open list says when there is no option; the catalogue's text otherwise.
   * @default 'No options available' (catalogue)
   */
  emptyText?: ReactNode;
}

/** The selected label cut at 50 characters; screen readers still get it whole. */
function SelectedLabel({ text }: { text: string }) {
  const shown = truncateLabel(text);
  if (shown === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className={visuallyHidden}>{text}</span>
    </>
  );
}

/**
 * A single choice from a list, on react-aria's `Select` (spec sections 5 and 9): a red asterisk
 * when required, "Please enter your {field}" when left empty, a 42 px trigger, a list at most
 * 240 px tall, and a selected label longer than 50 characters cut with an ellipsis.
 */
export function Select<T extends object>(props: SelectProps<T>) {
  const { label, description, errorMessage, fieldName, placeholder, emptyText, items, children, className, ...rest } =
    props;
  const intl = useIntl();
  return (
    <AriaSelect
      {...rest}
      allowsEmptyCollection
      placeholder={placeholder ?? intl.formatMessage(selectMessages.placeholder)}
      className={withBase(field, className)}
    >
      {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : <SelectedLabel text={selectedText} />
          }
        </SelectValue>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} fieldName={fieldName} label={label} />
      {/* The list's code loads on the first open (LazyListBox). */}
      <LazyListBox
        fieldState={SelectStateContext}
        items={items}
        renderEmptyState={() => (
          <div className={listStyles.empty}>{emptyText ?? intl.formatMessage(selectMessages.empty)}</div>
        )}
      >
        {children}
      </LazyListBox>
    </AriaSelect>
  );
}

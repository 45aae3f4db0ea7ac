import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  ComboBoxStateContext,
  Input,
  ProgressBar,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import * as groupStyles from '../Field/FieldGroup.css.ts';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import { LazyListBox } from '../ListBox/LazyListBox.tsx';
import * as listStyles from '../ListBox/ListBox.css.ts';
import { OptionItems } from '../ListBox/OptionItem.tsx';
import * as styles from './ComboBox.css.ts';

const messages = defineMessages({
  empty: { id: 'ui.comboBox.empty', defaultMessage: 'No results' },
  loading: { id: 'ui.comboBox.loading', defaultMessage: 'Loading…' },
  toggle: { id: 'ui.comboBox.toggle', defaultMessage: 'Show suggestions' },
});

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'>, FieldBaseProps {
  /**
   * The options (`Option` elements), or a function rendering one for each of `items`.
   * @default undefined
   */
  children?: ReactNode | ((item: T) => ReactNode);
  /**
   * Example text shown while the input is empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Results are on their way (an async search): a spinner shows, announced as "Loading…".
   * @default false
   */
  isLoading?: boolean;
  /**
   * What the list says when nothing matches; the catalogue's "No results" otherwise.
   * @default 'No results' (catalogue)
   */
  emptyText?: ReactNode;
  /**
   * The field's height, matching Button's sizes.
   * @default 'md'
   */
  size?: groupStyles.GroupVariants['size'];
}

const Spinner = ({ label }: { label: string }) => (
  <ProgressBar isIndeterminate aria-label={label} className={styles.spinner}>
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  </ProgressBar>
);

/**
 * A text input with a filtered list, on react-aria's `ComboBox`. For a server search, control
 * `items` and `inputValue`/`onInputChange` (debounced 300 ms by the caller), set
 * `isLoading` meanwhile; react-aria's own filter applies only to static items.
 */
export function ComboBox<T extends object>(props: ComboBoxProps<T>) {
  const {
    label,
    description,
    errorMessage,
    fieldName,
    placeholder,
    isLoading = false,
    emptyText,
    size = 'md',
    className,
    children,
    ...rest
  } = props;
  const intl = useIntl();
  const loading = intl.formatMessage(messages.loading);
  return (
    // The Options inside render react-aria's ListBoxItem (in the hidden copy too: context crosses it).
    <OptionItems>
      <AriaComboBox {...rest} allowsEmptyCollection className={withBase(field, className)}>
        {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
        <Group className={groupStyles.group({ size })}>
          <Input className={groupStyles.groupInput} placeholder={placeholder} />
          {isLoading && <Spinner label={loading} />}
          <Button aria-label={intl.formatMessage(messages.toggle)} className={groupStyles.fieldButton}>
            <ChevronDownIcon className={groupStyles.icon} />
          </Button>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} fieldName={fieldName} label={label} />
        {/* The list's code loads on the first open (LazyListBox). */}
        <LazyListBox
          fieldState={ComboBoxStateContext}
          renderEmptyState={() => (
            <div className={isLoading ? styles.loadingRow : listStyles.empty}>
              {isLoading ? loading : (emptyText ?? intl.formatMessage(messages.empty))}
            </div>
          )}
        >
          {children}
        </LazyListBox>
      </AriaComboBox>
    </OptionItems>
  );
}

import { useRef } from 'react';
import { Button, Select as AriaSelect, SelectStateContext, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import { LazyListBox } from '../ListBox/LazyListBox.tsx';
import * as listStyles from '../ListBox/ListBox.css.ts';
import { OptionItems } from '../ListBox/OptionItem.tsx';
import * as styles from './Select.css.ts';
import { Handoff, hasOptions } from './selectHandoff.tsx';
import { selectMessages, SelectedLabel, type SelectHandoff, type SelectProps } from './selectShared.tsx';

/**
 * The real Select, on react-aria's `Select` (spec sections 5 and 9): a red asterisk when
 * required, "Please enter your {field}" when left empty, a 42 px trigger, a list at most 240 px
 * tall, and a selected label longer than 50 characters cut with an ellipsis. Loaded on the
 * first intent (`Select.tsx` draws the closed field until then). Internal.
 */
export function SelectField<T extends object>({ handoff, ...props }: SelectProps<T> & { handoff?: SelectHandoff }) {
  const { label, description, errorMessage, fieldName, placeholder, emptyText, items, children, className, ...rest } =
    props;
  const intl = useIntl();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    // The Options render react-aria's ListBoxItem (in the hidden copy too: context crosses it).
    <OptionItems>
      <AriaSelect
        {...rest}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's, or focus kept from the trigger drawn at rest
        autoFocus={rest.autoFocus || handoff?.hadFocus}
        allowsEmptyCollection
        placeholder={placeholder ?? intl.formatMessage(selectMessages.placeholder)}
        className={withBase(field, className)}
      >
        {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
        <Button ref={triggerRef} className={styles.trigger}>
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
        {handoff && <Handoff handoff={handoff} triggerRef={triggerRef} hasOptions={hasOptions(items, children)} />}
      </AriaSelect>
    </OptionItems>
  );
}

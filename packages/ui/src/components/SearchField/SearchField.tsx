import {
  Button,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import * as groupStyles from '../Field/FieldGroup.css.ts';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { CloseIcon, SearchIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import * as styles from './SearchField.css.ts';

const messages = defineMessages({
  clear: { id: 'ui.searchField.clear', defaultMessage: 'Clear search' },
});

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldBaseProps {
  /**
   * Example text shown while the input is empty; give the field a label or an `aria-label` too.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The field's height, matching Button's sizes.
   * @default 'md'
   */
  size?: groupStyles.GroupVariants['size'];
}

/**
 * A search input on react-aria's `SearchField`: Enter submits (`onSubmit`), Escape clears, and
 * a clear button (named from the catalogue) shows once there is text. Debounce in the caller
 * (spec: 300 ms).
 */
export function SearchField(props: SearchFieldProps) {
  const { label, description, errorMessage, fieldName, placeholder, size = 'md', className, ...rest } = props;
  const intl = useIntl();
  return (
    <AriaSearchField {...rest} className={withBase([field, styles.searchField].join(' '), className)}>
      {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Group className={groupStyles.group({ size })}>
        <SearchIcon className={[groupStyles.icon, styles.searchIcon].join(' ')} />
        <Input className={[groupStyles.groupInput, styles.input].join(' ')} placeholder={placeholder} />
        <Button
          aria-label={intl.formatMessage(messages.clear)}
          className={[groupStyles.fieldButton, styles.clear].join(' ')}
        >
          <CloseIcon className={groupStyles.icon} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} fieldName={fieldName} label={label} />
    </AriaSearchField>
  );
}

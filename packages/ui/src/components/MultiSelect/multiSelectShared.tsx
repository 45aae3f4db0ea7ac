import type { ReactNode } from 'react';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import { defineMessage, defineMessages } from 'react-intl';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import type { SelectHandoff } from '../Select/selectShared.tsx';

/** What the MultiSelect drawn at rest (`MultiSelect.tsx`) and the real one (`MultiSelectField.tsx`) share. */

export const messages = {
  ...defineMessages({
    selectAll: { id: 'ui.multiSelect.selectAll', defaultMessage: 'Select all' },
    add: { id: 'ui.multiSelect.placeholder', defaultMessage: 'Add…' },
  }),
  remove: defineMessage<{ name: string }>({ id: 'ui.multiSelect.remove', defaultMessage: 'Remove {name}' }),
  selected: defineMessage<{ field: string }>({ id: 'ui.multiSelect.selected', defaultMessage: 'Selected {field}' }),
  count: defineMessage<{ count: number }>({
    id: 'ui.multiSelect.count',
    defaultMessage: '{count, plural, =0 {None selected} one {# selected} other {# selected}}',
  }),
};

/** The "Select all" option's key; never part of the value. */
export const ALL = '__all__';

export interface MultiSelectItem {
  id: Key;
  /** The chip's and the option's label. */
  name: string;
  /** A second line in the list. */
  description?: ReactNode;
  isDisabled?: boolean;
}

type AriaProps<T extends MultiSelectItem> = Omit<
  AriaSelectProps<T, 'multiple'>,
  'children' | 'selectionMode' | 'value' | 'defaultValue' | 'onChange' | 'items'
>;

export interface MultiSelectProps<T extends MultiSelectItem> extends AriaProps<T>, FieldBaseProps {
  /** The options: locations, sellers, managers… */
  items: T[];
  /**
   * The selected ids (controlled).
   * @default undefined
   */
  value?: Key[];
  /**
   * The ids selected at first (uncontrolled).
   * @default []
   */
  defaultValue?: Key[];
  /**
   * Called with the new ids on every change.
   * @default undefined
   */
  onChange?: (value: Key[]) => void;
  /**
   * Adds a "Select all" option at the top of the list; choosing it again clears.
   * @default false
   */
  hasSelectAll?: boolean;
  /**
   * What the trigger shows while nothing is selected.
   * @default 'Select an option' (catalogue)
   */
  placeholder?: string;
}

/** The selected ids a MultiSelect shows first: `value`, else `defaultValue`, else none. */
export const initialKeys = (props: { value?: Key[]; defaultValue?: Key[] }): Key[] =>
  props.value ?? props.defaultValue ?? [];

/** The real MultiSelect's props: the public ones, and what the one drawn at rest hands it. */
export type MultiSelectFieldProps<T extends MultiSelectItem> = MultiSelectProps<T> & { handoff?: SelectHandoff };

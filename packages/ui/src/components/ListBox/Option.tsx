import { createContext, useContext, type ReactNode } from 'react';
import type { ListBoxItemProps } from 'react-aria-components';

export interface OptionProps<T extends object = object> extends Omit<ListBoxItemProps<T>, 'children'> {
  /**
   * The option's label.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * A second line under the label (an address under a location's name).
   * @default undefined
   */
  description?: ReactNode;
  /**
   * A decorative icon or avatar before the label.
   * @default undefined
   */
  icon?: ReactNode;
}

/**
 * What an `Option` renders, given by the field around it: react-aria's `ListBoxItem`
 * (`OptionItem.tsx`) inside the real Select, ComboBox and MultiSelect. React context reaches the
 * hidden copy react-aria renders to build the collection. Internal.
 */
export const OptionImplementation = createContext<((props: OptionProps<object>) => ReactNode) | null>(null);

/**
 * One option of a Select, MultiSelect or ComboBox. Give `textValue` when the label is not
 * plain text: it is what typeahead matches and what the closed Select shows.
 *
 * It imports none of react-aria's list box code: the field around it provides it (a closed
 * Select reads its options' props without rendering them, packages/ui/DECISIONS.md).
 */
export function Option<T extends object>(props: OptionProps<T>) {
  const render = useContext(OptionImplementation);
  if (render === null) {
    throw new Error('Option renders only inside a Select, MultiSelect or ComboBox from @starcrew/ui.');
  }
  return render(props as OptionProps<object>);
}

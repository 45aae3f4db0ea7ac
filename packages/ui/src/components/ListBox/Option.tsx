import type { ReactNode } from 'react';
import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { withBase } from '../../utils/classNames.ts';
import { CheckIcon } from '../Field/icons.tsx';
import * as styles from './ListBox.css.ts';

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
 * One option of a Select, MultiSelect or ComboBox. Give `textValue` when the label is not
 * plain text: it is what typeahead matches and what the closed Select shows.
 */
export function Option<T extends object>({
  children,
  description,
  icon,
  className,
  textValue,
  ...props
}: OptionProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={withBase(styles.option, className)}
    >
      {icon !== undefined && (
        <span className={styles.optionIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.optionTexts}>
        {/* Plain spans, not react-aria's label/description slots: the option is then named by
            all it shows, which WCAG 2.5.3 (label in name) asks of a widget named by content. */}
        <span className={styles.optionLabel}>{children}</span>
        {description !== undefined && <span className={styles.optionDescription}>{description}</span>}
      </span>
      <CheckIcon className={styles.check} />
    </ListBoxItem>
  );
}

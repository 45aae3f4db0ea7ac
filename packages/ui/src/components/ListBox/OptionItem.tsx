import type { ReactNode } from 'react';
import { ListBoxItem } from 'react-aria-components';
import { withBase } from '../../utils/classNames.ts';
import { CheckIcon } from '../Field/icons.tsx';
import * as styles from './ListBox.css.ts';
import { OptionImplementation, type OptionProps } from './Option.tsx';

/**
 * What `Option` renders inside a Select, MultiSelect or ComboBox: react-aria's `ListBoxItem`.
 * Kept apart from `Option` so a closed Select does not bring react-aria's list box code with the
 * page (packages/ui/DECISIONS.md, "A closed Select is drawn without react-aria's"). Internal.
 */
export function OptionItem<T extends object>({
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

const renderOptionItem = (props: OptionProps<object>) => <OptionItem {...props} />;

/** Makes the `Option`s inside render react-aria's `ListBoxItem` (the fields' real modules). */
export function OptionItems({ children }: { children: ReactNode }) {
  return <OptionImplementation.Provider value={renderOptionItem}>{children}</OptionImplementation.Provider>;
}

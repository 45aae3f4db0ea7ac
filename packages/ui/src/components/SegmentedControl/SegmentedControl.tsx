import {
  ToggleButton,
  ToggleButtonGroup,
  composeRenderProps,
  type Key,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
} from 'react-aria-components';
import * as styles from './SegmentedControl.css.ts';

export interface SegmentedControlProps extends Omit<
  ToggleButtonGroupProps,
  'selectionMode' | 'disallowEmptySelection' | 'selectedKeys' | 'defaultSelectedKeys' | 'onSelectionChange'
> {
  /**
   * The chosen option's id; with `onChange` the parent owns it.
   * @default undefined
   */
  selectedKey?: Key;
  /**
   * The option chosen at first when the component owns the choice.
   * @default undefined
   */
  defaultSelectedKey?: Key;
  /**
   * Called with the newly chosen option's id.
   * @default undefined
   */
  onChange?: (key: Key) => void;
}

/**
 * A compact choice of one among a few views ("Months" / "Years"), on react-aria's
 * `ToggleButtonGroup`: one option is always chosen; Tab enters, arrow keys move, Space picks.
 * Name it with `aria-label`. For navigation between panels use `Tabs`.
 */
export function SegmentedControl({
  selectedKey,
  defaultSelectedKey,
  onChange,
  className,
  ...props
}: SegmentedControlProps) {
  return (
    <ToggleButtonGroup
      {...props}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedKey === undefined ? undefined : [selectedKey]}
      defaultSelectedKeys={defaultSelectedKey === undefined ? undefined : [defaultSelectedKey]}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (key !== undefined) onChange?.(key);
      }}
      className={composeRenderProps(className, (own) => [styles.group, own].filter(Boolean).join(' '))}
    />
  );
}

/** One option; its `id` is what `onChange` receives. */
export function SegmentedControlItem({ className, ...props }: ToggleButtonProps) {
  return (
    <ToggleButton
      {...props}
      className={composeRenderProps(className, (own) => [styles.item, own].filter(Boolean).join(' '))}
    />
  );
}

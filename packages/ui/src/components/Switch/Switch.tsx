import { useId, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { withBase } from '../../utils/classNames.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /**
   * The visible label, beside the track.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * A line under the label saying what turning it on does; linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
}

/**
 * An on/off switch on react-aria's `Switch`, for settings that apply at once (not for form
 * consent, which is a Checkbox). Space toggles it; the state is the input's `checked`.
 */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <AriaSwitch
      // Named by its label alone: the description is read as a description, not twice.
      aria-labelledby={description !== undefined ? labelId : undefined}
      {...props}
      aria-describedby={
        [props['aria-describedby'], description !== undefined ? descriptionId : undefined].filter(Boolean).join(' ') ||
        undefined
      }
      className={withBase(styles.switchRoot, className)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.texts}>
        <span id={labelId}>{children}</span>
        {description !== undefined && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </AriaSwitch>
  );
}

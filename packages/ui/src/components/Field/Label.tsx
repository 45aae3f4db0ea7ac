import { Label as AriaLabel, type LabelProps as AriaLabelProps } from 'react-aria-components';
import * as styles from './Field.css.ts';

export interface LabelProps extends AriaLabelProps {
  /**
   * Shows the red asterisk of required fields (spec section 5). Screen readers hear
   * "required" from the control itself, so the asterisk is hidden from them.
   * @default false
   */
  isRequired?: boolean;
}

/** A field's label; react-aria wires it to the control of the surrounding field. */
export function Label({ isRequired = false, className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} className={[styles.label, className].filter(Boolean).join(' ')}>
      {children}
      {isRequired && (
        // The asterisk is drawn by CSS: a symbol, not words; the input itself says "required".
        <span className={styles.requiredMark} aria-hidden="true" />
      )}
    </AriaLabel>
  );
}

import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';

/** The props every labelled field of `ui` shares, with TextField's meaning. */
export interface FieldBaseProps {
  /**
   * The visible label; every field needs one.
   * @default undefined
   */
  label?: ReactNode;
  /**
   * Help text under the control, linked to it with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Replaces the built-in messages with this error, or with what the function returns.
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * The catalogue id naming the field inside messages, such as `field.email` for
   * "Please enter your email"; without it the messages use the label when it is a string.
   * @default undefined
   */
  fieldName?: string;
}

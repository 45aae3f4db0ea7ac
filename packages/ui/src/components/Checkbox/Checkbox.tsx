import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  composeRenderProps,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { Description } from '../Field/Description.tsx';
import { requiredMark } from '../Field/Field.css.ts';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from './Checkbox.css.ts';

const messages = defineMessages({
  required: { id: 'ui.checkbox.required', defaultMessage: 'Please tick this box to continue' },
});

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /**
   * The label beside the box; it is part of the pressable area.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Help text under the label, linked to the checkbox with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The error shown when the checkbox is invalid, such as "You must agree to the CGU and CGV";
   * without it a required checkbox says "Please tick this box to continue".
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/**
 * A checkbox on react-aria's `CheckboxField` and `CheckboxButton`: label, help text, an
 * indeterminate state ("select all" over a partial selection) and the form's validation.
 */
export function Checkbox({ children, description, errorMessage, className, validate, ...props }: CheckboxProps) {
  const intl = useIntl();
  const required = intl.formatMessage(messages.required);
  return (
    <CheckboxField
      {...props}
      validate={(selected) => (props.isRequired && !selected ? required : (validate?.(selected) ?? null))}
      className={composeRenderProps(className, (own) => [styles.field, own].filter(Boolean).join(' '))}
    >
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <svg className={styles.mark} viewBox="0 0 12 12" fill="none">
                  <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              ) : (
                isSelected && (
                  <svg className={styles.mark} viewBox="0 0 12 12" fill="none">
                    <path
                      d="m2.25 6.25 2.5 2.5 5-5.5"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                )
              )}
            </span>
            {children !== undefined && (
              <span className={styles.label}>
                {children}
                {/* The asterisk is drawn by CSS, as in the fields' Label; the input says "required". */}
                {props.isRequired && <span className={requiredMark} aria-hidden="true" />}
              </span>
            )}
          </>
        )}
      </CheckboxButton>
      {description !== undefined && <Description className={styles.below}>{description}</Description>}
      <FieldError className={styles.below}>
        {(validation) => {
          if (typeof errorMessage === 'function') return errorMessage(validation);
          if (errorMessage !== undefined) return errorMessage;
          // A native verdict carries the browser's words; ours come from the catalogue.
          return validation.validationDetails.valueMissing ? required : validation.validationErrors.join(' ');
        }}
      </FieldError>
    </CheckboxField>
  );
}

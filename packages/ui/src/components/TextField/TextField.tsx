import type { ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { validationMessageIds } from '@starcrew/i18n';
import { Description } from '../Field/Description.tsx';
import { field } from '../Field/Field.css.ts';
import { Label } from '../Field/Label.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from './TextField.css.ts';
import { checkText, issueFromValidity, type TextIssue } from './validation.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  /**
   * The visible label; every field needs one.
   * @default undefined
   */
  label?: ReactNode;
  /**
   * Help text under the input, linked to it with `aria-describedby`.
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
  /**
   * Example text shown while the input is empty; never a substitute for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The input's height, matching Button's sizes so they line up in a row.
   * @default 'md'
   */
  size?: styles.InputVariants['size'];
}

/**
 * A labelled text input. Its built-in checks (required, email, min and max length) speak the
 * messages of spec section 5 from the catalogues; a Form's `validationErrors` show under it.
 */
export function TextField(props: TextFieldProps) {
  const { label, description, errorMessage, fieldName, placeholder, size = 'md', className, validate, ...rest } = props;
  const intl = useIntl();
  const rules = { isRequired: rest.isRequired, type: rest.type, minLength: rest.minLength, maxLength: rest.maxLength };

  const say = (issue: TextIssue) => {
    const name = fieldName ? intl.formatMessage({ id: fieldName }) : typeof label === 'string' ? label.toLowerCase() : '';
    const message = intl.formatMessage({ id: validationMessageIds[issue.kind] }, { field: name, min: issue.min, max: issue.max });
    // The catalogue puts the field name first in some messages ("password must be…").
    return message.charAt(0).toLocaleUpperCase(intl.locale) + message.slice(1);
  };

  return (
    <AriaTextField
      {...rest}
      validate={(value) => {
        const issue = checkText(value, rules);
        return issue ? say(issue) : (validate?.(value) ?? null);
      }}
      className={composeRenderProps(className, (own) => [field, own].filter(Boolean).join(' '))}
    >
      {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Input className={styles.input({ size })} placeholder={placeholder} />
      {description !== undefined && <Description>{description}</Description>}
      <FieldError>
        {(validation) => {
          if (typeof errorMessage === 'function') return errorMessage(validation);
          if (errorMessage !== undefined) return errorMessage;
          const native = validation.validationErrors.length === 0 || !validation.validationDetails.customError;
          const issue = native ? issueFromValidity(validation.validationDetails, rules) : null;
          return issue ? say(issue) : validation.validationErrors.join(' ');
        }}
      </FieldError>
    </AriaTextField>
  );
}

import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { Label } from '../Field/Label.tsx';
import * as styles from './TextField.css.ts';
import { useTextValidation } from './useTextValidation.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldBaseProps {
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
  const { isRequired, type, minLength, maxLength } = rest;
  const checks = useTextValidation({ fieldName, label, validate, isRequired, type, minLength, maxLength });

  return (
    <AriaTextField {...rest} validate={checks.validate} className={withBase(field, className)}>
      {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Input className={styles.input({ size })} placeholder={placeholder} />
      <FieldHelp
        description={description}
        errorMessage={errorMessage}
        fieldName={fieldName}
        label={label}
        toIssue={checks.toIssue}
      />
    </AriaTextField>
  );
}

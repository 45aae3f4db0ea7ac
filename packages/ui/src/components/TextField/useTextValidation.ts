import type { ReactNode } from 'react';
import type { TextFieldProps, ValidationResult } from 'react-aria-components';
import { useValidationMessage } from '../Field/useValidationMessage.ts';
import { checkText, issueFromValidity, type TextRules } from './validation.ts';

interface Options extends TextRules {
  fieldName?: string;
  label?: ReactNode;
  /** The caller's own check, run once the built-in rules pass. */
  validate?: TextFieldProps['validate'];
}

/**
 * The built-in checks of text fields (required, email, min and max length) with the catalogue
 * messages: `validate` for react-aria's field, `toIssue` for `FieldHelp`. TextField,
 * PasswordField and EmailField share it.
 */
/** Named so the published declarations need no type from react-aria's internal packages. */
export interface TextValidation {
  validate: (value: string) => ReturnType<NonNullable<TextFieldProps['validate']>>;
  toIssue: (validation: ValidationResult) => ReturnType<typeof issueFromValidity>;
}

export function useTextValidation({ fieldName, label, validate, ...rules }: Options): TextValidation {
  const say = useValidationMessage(fieldName, label);
  return {
    validate: (value: string) => {
      const issue = checkText(value, rules);
      return issue ? say(issue) : (validate?.(value) ?? null);
    },
    toIssue: (validation: ValidationResult) => issueFromValidity(validation.validationDetails, rules),
  };
}

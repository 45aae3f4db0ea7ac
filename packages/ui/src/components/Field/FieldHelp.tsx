import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { FieldError } from '../FieldError/FieldError.tsx';
import { issueFromValidity, type TextIssue } from '../TextField/validation.ts';
import { Description } from './Description.tsx';
import type { FieldBaseProps } from './fieldProps.ts';
import { useValidationMessage } from './useValidationMessage.ts';

interface FieldHelpProps extends Pick<FieldBaseProps, 'description' | 'errorMessage' | 'fieldName' | 'label'> {
  /** Maps the browser's verdict to a catalogue issue; the default knows "required" and "invalid". */
  toIssue?: (validation: ValidationResult) => TextIssue | null;
}

const defaultIssue = (validation: ValidationResult) => issueFromValidity(validation.validationDetails, {});

/**
 * The description and the error under any `ui` field. Without an `errorMessage` the error is
 * the catalogue's message for the browser's verdict, so no browser-language text shows, or
 * the field's own `validate` result and server errors as they are.
 */
export function FieldHelp({
  description,
  errorMessage,
  fieldName,
  label,
  toIssue = defaultIssue,
}: FieldHelpProps): ReactNode {
  const say = useValidationMessage(fieldName, label);
  return (
    <>
      {description !== undefined && <Description>{description}</Description>}
      <FieldError>
        {(validation) => {
          if (typeof errorMessage === 'function') return errorMessage(validation);
          if (errorMessage !== undefined) return errorMessage;
          const native = validation.validationErrors.length === 0 || !validation.validationDetails.customError;
          const issue = native ? toIssue(validation) : null;
          return issue ? say(issue) : validation.validationErrors.join(' ');
        }}
      </FieldError>
    </>
  );
}

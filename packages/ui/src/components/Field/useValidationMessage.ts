import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { validationMessageIds } from '@starcrew/i18n';
import type { TextIssue } from '../TextField/validation.ts';

/**
 * Formats a validation issue with the catalogue messages of spec section 5, naming the field
 * by its `fieldName` message, else by its label when that is a string.
 */
export function useValidationMessage(fieldName: string | undefined, label: ReactNode) {
  const intl = useIntl();
  return useCallback(
    (issue: TextIssue) => {
      const name = fieldName
        ? intl.formatMessage({ id: fieldName })
        : typeof label === 'string'
          ? label.toLowerCase()
          : '';
      const message = intl.formatMessage(
        { id: validationMessageIds[issue.kind] },
        { field: name, min: issue.min, max: issue.max },
      );
      // The catalogue puts the field name first in some messages ("password must be…").
      return message.charAt(0).toLocaleUpperCase(intl.locale) + message.slice(1);
    },
    [intl, fieldName, label],
  );
}

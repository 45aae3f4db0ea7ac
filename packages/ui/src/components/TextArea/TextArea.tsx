import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { withBase } from '../../utils/classNames.ts';
import { Description } from '../Field/Description.tsx';
import { field } from '../Field/Field.css.ts';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { Label } from '../Field/Label.tsx';
import { useTextValidation } from '../TextField/useTextValidation.ts';
import * as styles from './TextArea.css.ts';
import { useCharacterCount } from './useCharacterCount.ts';

// Typed values: react-intl checks the arguments of each `formatMessage` call against them.
const messages = defineMessages<{ count: { count: number; max: number }; remaining: { remaining: number } }>({
  count: { id: 'ui.textArea.count', defaultMessage: '{count, number} / {max, number}' },
  remaining: {
    id: 'ui.textArea.remaining',
    defaultMessage: '{remaining, plural, =0 {No characters left} one {# character left} other {# characters left}}',
  },
});

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldBaseProps {
  /**
   * Example text shown while the box is empty; never a substitute for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The visible height in lines, and the smallest height when `autoGrow` is on.
   * @default 4
   */
  rows?: number;
  /**
   * Grows the box with its content (up to about twelve lines, then it scrolls) instead of
   * showing a resize handle.
   * @default false
   */
  autoGrow?: boolean;
}

/**
 * A labelled multi-line text field: TextField's checks and catalogue messages, and with a
 * `maxLength` a live "12 / 2000" count that screen readers hear only near the limit.
 */
export function TextArea(props: TextAreaProps) {
  const { label, description, errorMessage, fieldName, placeholder, rows = 4, autoGrow = false, ...rest } = props;
  const { className, validate, onChange, isRequired, minLength, maxLength } = rest;
  const intl = useIntl();
  const checks = useTextValidation({ fieldName, label, validate, isRequired, minLength, maxLength });
  const counter = useCharacterCount({ value: rest.value, defaultValue: rest.defaultValue, maxLength });
  const hasCount = maxLength !== undefined;

  return (
    <AriaTextField
      {...rest}
      validate={checks.validate}
      onChange={(next) => {
        counter.track(next);
        onChange?.(next);
      }}
      className={withBase(field, className)}
    >
      {label !== undefined && <Label isRequired={isRequired}>{label}</Label>}
      <AriaTextArea
        className={styles.textArea({ autoGrow })}
        style={assignInlineVars({ [styles.rowsVar]: String(rows) })}
        placeholder={placeholder}
        rows={rows}
      />
      {(description !== undefined || hasCount) && (
        <div className={styles.footer}>
          {description !== undefined && <Description className={styles.description}>{description}</Description>}
          {hasCount && (
            // Seen, not read at each key: the live region below speaks once the limit is near.
            <span
              className={styles.count}
              aria-hidden="true"
              data-near-limit={counter.isNearLimit || undefined}
              data-at-limit={counter.isAtLimit || undefined}
            >
              {intl.formatMessage(messages.count, { count: counter.length, max: maxLength ?? 0 })}
            </span>
          )}
        </div>
      )}
      {hasCount && (
        <span className={visuallyHidden} aria-live="polite">
          {counter.announced !== null && intl.formatMessage(messages.remaining, { remaining: counter.announced })}
        </span>
      )}
      <FieldHelp errorMessage={errorMessage} fieldName={fieldName} label={label} toIssue={checks.toIssue} />
    </AriaTextField>
  );
}

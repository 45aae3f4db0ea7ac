import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FieldErrorContext, Input, LabelContext, Provider, TextContext } from 'react-aria-components';
import { defineMessage, useIntl } from 'react-intl';
import { Description } from '../Field/Description.tsx';
import { field } from '../Field/Field.css.ts';
import { Label } from '../Field/Label.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from './OneTimeCodeField.css.ts';
import { digitsOf, fillFrom, toBoxes } from './codeInput.ts';

const messages = {
  digit: defineMessage<{ index: number; count: number }>({
    id: 'ui.oneTimeCodeField.digit',
    defaultMessage: 'Digit {index} of {count}',
  }),
};

export interface OneTimeCodeFieldProps {
  /** The group's visible label ("Verification code"). */
  label: ReactNode;
  /**
   * Help text under the boxes ("We sent a 6-digit code to claire@…").
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The error shown under the boxes while `isInvalid` ("The code is invalid.").
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Marks every box invalid and shows `errorMessage`.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Disables every box (while the code is being checked).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * How many digits the code has.
   * @default 6
   */
  length?: number;
  /**
   * The code (controlled).
   * @default undefined
   */
  value?: string;
  /**
   * The code at first (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the digits typed so far on every change.
   * @default undefined
   */
  onChange?: (code: string) => void;
  /**
   * Called once every box holds a digit, with the whole code: submit it from here.
   * @default undefined
   */
  onComplete?: (code: string) => void;
  /**
   * The form field name of a hidden input holding the code.
   * @default undefined
   */
  name?: string;
  /**
   * Focuses the first box on mount; for the verification screen, whose only task this is.
   * @default false
   */
  autoFocus?: boolean;
}

/**
 * The email verification code as one box a digit. Typing moves on, Backspace clears and goes
 * back, the arrows move, a pasted or autofilled code fills every box, and only digits go in.
 * Screen readers hear one group with the label and each box as "Digit 2 of 6".
 */
export function OneTimeCodeField(props: OneTimeCodeFieldProps) {
  const {
    label,
    description,
    errorMessage,
    isInvalid = false,
    isDisabled = false,
    length = 6,
    name,
    autoFocus = false,
  } = props;
  const intl = useIntl();
  const ids = { label: useId(), description: useId(), error: useId() };
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  // The boxes are kept as they are, gaps included: the code string has no room for a box cleared in
  // the middle, and rebuilding from it would slide the later digits left. A controlled value is
  // taken as it is only when it is not the one these boxes last gave.
  const [own, setOwn] = useState(() => toBoxes(props.defaultValue ?? '', length));
  const boxes = props.value === undefined || props.value === own.join('') ? own : toBoxes(props.value, length);

  const focusBox = (index: number) => refs.current[Math.max(0, Math.min(index, length - 1))]?.focus();
  const commit = (next: string[]) => {
    const code = next.join('');
    setOwn(next);
    props.onChange?.(code);
    if (next.every((digit) => digit !== '')) props.onComplete?.(code);
  };
  const write = (index: number, digits: string) => {
    if (digits === '') return;
    const { code, focus } = fillFrom(boxes, index, digits);
    commit(code);
    focusBox(focus);
  };
  // A whole code (autofill puts it in the first box) is taken as it is. Typed into a filled box
  // whose caret sat beside the old digit, the new digit is the one just before the caret: it
  // replaces the old one instead of pushing it into the next box.
  const typedDigits = (input: HTMLInputElement, old: string) => {
    const typed = digitsOf(input.value);
    if (old === '' || typed.length >= length) return typed;
    if (typed === old && input.value !== old) return ''; // a letter beside the digit: nothing typed
    const caret = input.selectionStart ?? input.value.length;
    return digitsOf(input.value.slice(0, caret)).slice(-1) || typed.slice(-1);
  };
  const clear = (index: number) => commit(boxes.map((digit, i) => (i === index ? '' : digit)));

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusBox(moves[event.key]!);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      // An empty box hands Backspace to the previous one, so holding it clears the whole code.
      const target = boxes[index] === '' && event.key === 'Backspace' ? index - 1 : index;
      if (target < 0) return;
      clear(target);
      focusBox(target);
    }
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, digitsOf(event.clipboardData.getData('text')));
  };

  const describedBy = [
    description !== undefined && ids.description,
    isInvalid && errorMessage !== undefined && ids.error,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Provider
      values={[
        [LabelContext, { id: ids.label, elementType: 'span' }],
        [TextContext, { slots: { description: { id: ids.description }, errorMessage: { id: ids.error } } }],
        [FieldErrorContext, { isInvalid, validationErrors: [], validationDetails: {} as ValidityState }],
      ]}
    >
      <div className={field} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
        <Label>{label}</Label>
        <div
          role="group"
          aria-labelledby={ids.label}
          aria-describedby={describedBy || undefined}
          className={styles.boxes}
        >
          {boxes.map((digit, index) => (
            <Input
              key={index}
              ref={(node) => {
                refs.current[index] = node;
              }}
              className={styles.box}
              value={digit}
              // Typed, autofilled or dictated: whatever arrives, only its digits are kept.
              onChange={(event) => write(index, typedDigits(event.currentTarget, digit))}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
              onFocus={(event) => event.currentTarget.select()}
              aria-label={intl.formatMessage(messages.digit, { index: index + 1, count: length })}
              aria-invalid={isInvalid || undefined}
              disabled={isDisabled}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the verification screen has no other task
              autoFocus={autoFocus && index === 0}
            />
          ))}
        </div>
        {description !== undefined && <Description>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
        {name !== undefined && <input type="hidden" name={name} value={boxes.join('')} />}
      </div>
    </Provider>
  );
}

import { useContext, useState } from 'react';
import {
  FieldError as AriaFieldError,
  FieldErrorContext,
  composeRenderProps,
  type FieldErrorProps as AriaFieldErrorProps,
} from 'react-aria-components';
import { SubmitPressContext } from '../Form/submitPress.ts';
import * as styles from './FieldError.css.ts';

export type FieldErrorProps = AriaFieldErrorProps;

/**
 * The error of the surrounding field, shown only while the field is invalid. Without
 * children it shows the field's validation errors: a server error from the Form's
 * `validationErrors`, or what the field's `validate` returned.
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  const isInvalid = Boolean(useContext(FieldErrorContext)?.isInvalid);
  const isSubmitPressed = useContext(SubmitPressContext);
  // Whether the error showed before a press of the form's submit button began: it keeps that
  // state until the press is over, so the button does not move under the pointer.
  const [wasShown, setWasShown] = useState(isInvalid);
  if (!isSubmitPressed && wasShown !== isInvalid) setWasShown(isInvalid);
  if (isSubmitPressed && !wasShown) return null;
  if (isSubmitPressed && !isInvalid) {
    // Fixed while pressing: its line stays, empty, until the press is over.
    return <div className={[styles.fieldError, styles.heldLine].join(' ')} aria-hidden="true" />;
  }
  return (
    <AriaFieldError
      {...props}
      className={composeRenderProps(className, (own) => [styles.fieldError, own].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { validationErrors }) => {
        const message = content ?? validationErrors.join(' ');
        // An invalid field without a message (a controlled `isInvalid`) shows no empty error.
        if (message === '' || message === null) return null;
        return (
          <>
            {/* Colour is not the only cue: the icon marks the text as an error. */}
            <svg className={styles.icon} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
              <path d="M8 1.5a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm0 8.75a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8ZM8 4.25a.75.75 0 0 0-.75.75v3.5a.75.75 0 0 0 1.5 0V5A.75.75 0 0 0 8 4.25Z" />
            </svg>
            <span>{message}</span>
          </>
        );
      })}
    </AriaFieldError>
  );
}

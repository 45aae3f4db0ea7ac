import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css.ts';
import { SubmitPressContext, useSubmitPress } from './submitPress.ts';

export interface FormProps extends AriaFormProps {
  /**
   * Field errors from the server, keyed by field `name` (a 422 of spec section 8); each shows
   * under its field until the person edits that field.
   * @default undefined
   */
  validationErrors?: AriaFormProps['validationErrors'];
  /**
   * When errors show. `native`: after a submit or after leaving an edited field, and an invalid
   * form is not submitted (focus goes to its first invalid field). `aria`: while typing, and the
   * form submits anyway.
   * @default 'native'
   */
  validationBehavior?: AriaFormProps['validationBehavior'];
}

/**
 * A form on react-aria's `Form`: its fields validate together and show server errors. While a
 * pointer presses its submit button, errors not yet shown wait (see `submitPress.ts`), so the
 * button does not move under the pointer.
 */
export function Form({ validationBehavior = 'native', className, onPointerDownCapture, ...props }: FormProps) {
  const submitPress = useSubmitPress();
  return (
    <SubmitPressContext.Provider value={submitPress.isPressing}>
      <AriaForm
        {...props}
        onPointerDownCapture={(event) => {
          submitPress.onPointerDownCapture(event);
          onPointerDownCapture?.(event);
        }}
        validationBehavior={validationBehavior}
        className={[styles.form, className].filter(Boolean).join(' ')}
      />
    </SubmitPressContext.Provider>
  );
}

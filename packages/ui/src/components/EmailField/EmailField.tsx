import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * TextField preset for email addresses: `type="email"` (the catalogue's "Please enter a valid
 * email"), `autoComplete="email"`, and `field.email` naming it in messages.
 */
export function EmailField({ fieldName = 'field.email', autoComplete = 'email', ...props }: EmailFieldProps) {
  return <TextField {...props} type="email" fieldName={fieldName} autoComplete={autoComplete} inputMode="email" />;
}

import { PasswordField } from '@starcrew/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export type NewPasswordValues = { password: string; password_confirmation: string };

export interface NewPasswordFieldsProps {
  /** Label of the new password ("Password" on registration, "New password" elsewhere). */
  passwordLabel: string;
  /** Label of its confirmation. */
  confirmationLabel: string;
  /** The values, when the form keeps them itself (to empty them after a change); else kept here. */
  values?: NewPasswordValues;
  /** Called with each change of a controlled pair. */
  onChange?: (values: NewPasswordValues) => void;
}

/**
 * A new password and its confirmation, as every screen that sets one asks them (registration,
 * reset, the seller's first sign-in, settings): 8 to 64 characters with the strength hint, and
 * "The passwords do not match" (spec section 5) before the server says the same.
 */
export function NewPasswordFields({ passwordLabel, confirmationLabel, values, onChange }: NewPasswordFieldsProps) {
  const intl = useIntl();
  const [own, setOwn] = useState<NewPasswordValues>({ password: '', password_confirmation: '' });
  const current = values ?? own;
  const set = (field: keyof NewPasswordValues) => (value: string) => {
    const next = { ...current, [field]: value };
    if (values) onChange?.(next);
    else setOwn(next);
  };
  const mismatch = intl.formatMessage(
    { id: 'validation.mismatch' },
    { field: intl.formatMessage({ id: 'field.passwords' }) },
  );

  return (
    <>
      <PasswordField
        name="password"
        autoComplete="new-password"
        label={passwordLabel}
        fieldName="field.password"
        value={current.password}
        onChange={set('password')}
        minLength={8}
        maxLength={64}
        showStrengthHint
        isRequired
      />
      <PasswordField
        name="password_confirmation"
        autoComplete="new-password"
        label={confirmationLabel}
        fieldName="field.confirmPassword"
        value={current.password_confirmation}
        onChange={set('password_confirmation')}
        validate={(value) => (value === '' || value === current.password ? null : mismatch)}
        isRequired
      />
    </>
  );
}

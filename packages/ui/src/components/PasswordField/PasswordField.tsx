import { useState } from 'react';
import { Button, Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { withBase } from '../../utils/classNames.ts';
import { Description } from '../Field/Description.tsx';
import { field } from '../Field/Field.css.ts';
import * as groupStyles from '../Field/FieldGroup.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { CheckIcon, EyeIcon, EyeOffIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { useTextValidation } from '../TextField/useTextValidation.ts';
import * as styles from './PasswordField.css.ts';
import { checkPasswordRules } from './passwordRules.ts';

const messages = defineMessages({
  show: { id: 'ui.passwordField.show', defaultMessage: 'Show password' },
  hide: { id: 'ui.passwordField.hide', defaultMessage: 'Hide password' },
  shown: { id: 'ui.passwordField.shown', defaultMessage: 'Password shown' },
  hidden: { id: 'ui.passwordField.hidden', defaultMessage: 'Password hidden' },
  ruleLength: { id: 'ui.passwordField.ruleLength', defaultMessage: '8 to 64 characters' },
  ruleMix: { id: 'ui.passwordField.ruleMix', defaultMessage: 'At least one letter and one digit' },
  ruleMet: { id: 'ui.passwordField.ruleMet', defaultMessage: '(done)' },
});

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /**
   * Shows the policy under the field (8 to 64 characters, a letter and a digit), each rule
   * ticking as it is met; for new passwords. Enforce it with `minLength`/`maxLength`/`validate`.
   * @default false
   */
  showStrengthHint?: boolean;
}

/**
 * A password input with a show/hide button. The button's name says what it will do; the
 * new state is announced in a polite live region. Same validation and messages as TextField.
 */
export function PasswordField(props: PasswordFieldProps) {
  const {
    label,
    description,
    errorMessage,
    fieldName,
    placeholder,
    size = 'md',
    showStrengthHint = false,
    className,
    validate,
    ...rest
  } = props;
  const intl = useIntl();
  const [isVisible, setVisible] = useState(false);
  // Empty until the first toggle, so nothing is announced on load.
  const [announcement, setAnnouncement] = useState('');
  const [value, setValue] = useState(rest.value ?? rest.defaultValue ?? '');
  const { isRequired, minLength, maxLength } = rest;
  const checks = useTextValidation({ fieldName, label, validate, isRequired, minLength, maxLength });
  const met = checkPasswordRules(rest.value ?? value);

  const toggle = () => {
    setVisible(!isVisible);
    setAnnouncement(intl.formatMessage(isVisible ? messages.hidden : messages.shown));
  };

  const rule = (isMet: boolean, text: string) => (
    <li className={styles.rule} data-met={isMet || undefined}>
      <CheckIcon className={styles.ruleIcon} style={{ visibility: isMet ? 'visible' : 'hidden' }} />
      <span>
        {text}
        {isMet && <span className={visuallyHidden}> {intl.formatMessage(messages.ruleMet)}</span>}
      </span>
    </li>
  );

  return (
    <AriaTextField
      autoComplete={showStrengthHint ? 'new-password' : 'current-password'}
      {...rest}
      type={isVisible ? 'text' : 'password'}
      onChange={(next) => {
        setValue(next);
        rest.onChange?.(next);
      }}
      validate={checks.validate}
      className={withBase(field, className)}
    >
      {label !== undefined && <Label isRequired={isRequired}>{label}</Label>}
      <Group className={groupStyles.group({ size })}>
        <Input className={groupStyles.groupInput} placeholder={placeholder} />
        <Button
          className={groupStyles.fieldButton}
          aria-label={intl.formatMessage(isVisible ? messages.hide : messages.show)}
          isDisabled={rest.isDisabled}
          onPress={toggle}
        >
          {isVisible ? <EyeOffIcon className={groupStyles.icon} /> : <EyeIcon className={groupStyles.icon} />}
        </Button>
      </Group>
      {showStrengthHint ? (
        <Description elementType="div" className={styles.hintText}>
          {description}
          <ul className={styles.rules}>
            {rule(met.length, intl.formatMessage(messages.ruleLength))}
            {rule(met.mix, intl.formatMessage(messages.ruleMix))}
          </ul>
        </Description>
      ) : null}
      <FieldHelp
        description={showStrengthHint ? undefined : description}
        errorMessage={errorMessage}
        fieldName={fieldName}
        label={label}
        toIssue={checks.toIssue}
      />
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </AriaTextField>
  );
}

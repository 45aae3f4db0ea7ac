import { updateProfile } from '@starcrew/api-client';
import type { User } from '@starcrew/contract';
import { isLocale, type Locale } from '@starcrew/i18n';
import { Button, Form, Inline, MessageBox, Option, Select, Stack, TextField } from '@starcrew/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import * as styles from './SettingsScreen.css.ts';
import { useApiMutation } from '../../app/useMutation.ts';

const messages = defineMessages({
  firstName: { id: 'settings.profile.firstName', defaultMessage: 'First name' },
  lastName: { id: 'settings.profile.lastName', defaultMessage: 'Last name' },
  email: { id: 'settings.profile.email', defaultMessage: 'Email' },
  emailHint: {
    id: 'settings.profile.emailHint',
    defaultMessage: 'A new email must be verified: we send a code to it.',
  },
  language: { id: 'settings.profile.language', defaultMessage: 'Email language' },
  languageHint: {
    id: 'settings.profile.languageHint',
    defaultMessage: 'The language of the emails Starcrew sends you.',
  },
  save: { id: 'settings.profile.save', defaultMessage: 'Save changes' },
});

/** Each language named in itself, as in the top bar's selector. */
const languageNames: Record<Locale, string> = { en: 'English', fr: 'Français' };

/**
 * Names, email and email language (update-profile). What the person typed stays in the form
 * whatever the answer; a new email leads to its verification code.
 */
export function ProfileForm({ user }: { user: User }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { session } = useServices();
  const save = useApiMutation(updateProfile);
  const [values, setValues] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    locale: user.locale ?? (isLocale(intl.locale) ? intl.locale : 'en'),
  });
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await save.run({ ...values, locale: isLocale(values.locale) ? values.locale : null });
    if (!result) return;
    session.send({ type: 'session.userUpdated', user: result.data });
    // A changed email is unverified again: the guard would stop the person at the next page anyway.
    if (result.data.email_verified_at === null) navigate('/email-verification');
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} validationErrors={save.fieldErrors}>
      <Stack space="200">
        {save.success && <MessageBox tone="success">{save.success}</MessageBox>}
        <div className={styles.twoColumns}>
          <TextField
            name="first_name"
            autoComplete="given-name"
            label={intl.formatMessage(messages.firstName)}
            fieldName="field.firstName"
            value={values.first_name}
            onChange={set('first_name')}
            isRequired
            maxLength={50}
          />
          <TextField
            name="last_name"
            autoComplete="family-name"
            label={intl.formatMessage(messages.lastName)}
            fieldName="field.lastName"
            value={values.last_name}
            onChange={set('last_name')}
            isRequired
            maxLength={50}
          />
        </div>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={intl.formatMessage(messages.email)}
          description={intl.formatMessage(messages.emailHint)}
          fieldName="field.email"
          value={values.email}
          onChange={set('email')}
          isRequired
        />
        <Select
          name="locale"
          label={intl.formatMessage(messages.language)}
          description={intl.formatMessage(messages.languageHint)}
          fieldName="field.locale"
          selectedKey={values.locale}
          onSelectionChange={(key) => set('locale')(String(key))}
          isRequired
        >
          {(Object.keys(languageNames) as Locale[]).map((locale) => (
            <Option key={locale} id={locale} textValue={languageNames[locale]}>
              <span lang={locale}>{languageNames[locale]}</span>
            </Option>
          ))}
        </Select>
        <Inline align="end">
          <Button type="submit" variant="primary" isPending={save.isPending}>
            {intl.formatMessage(messages.save)}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

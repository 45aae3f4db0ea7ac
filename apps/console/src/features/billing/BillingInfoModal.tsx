import { saveBillingInfo } from '@starcrew/api-client';
import type { BillingInfoRequest, BillingProfile, User } from '@starcrew/contract';
import { Button, Checkbox, Dialog, EmailField, Form, Inline, Stack, Text, TextField } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import * as styles from './billing.css.ts';
import { useApiMutation } from '../../app/useMutation.ts';

const messages = defineMessages({
  title: { id: 'billing.info.title', defaultMessage: 'Billing information' },
  intro: {
    id: 'billing.info.intro',
    defaultMessage: 'The company details printed on your invoices. VAT depends on the country and VAT number.',
  },
  companyName: { id: 'billing.info.companyName', defaultMessage: 'Company name' },
  contactName: { id: 'billing.info.contactName', defaultMessage: 'Contact name' },
  phone: { id: 'billing.info.phone', defaultMessage: 'Phone' },
  email: { id: 'billing.info.email', defaultMessage: 'Billing email' },
  address: { id: 'billing.info.address', defaultMessage: 'Billing address' },
  postalCode: { id: 'billing.info.postalCode', defaultMessage: 'Postal code' },
  city: { id: 'billing.info.city', defaultMessage: 'City' },
  country: { id: 'billing.info.country', defaultMessage: 'Country code' },
  countryHint: { id: 'billing.info.countryHint', defaultMessage: 'Two letters, e.g. FR, BE, DE' },
  registration: { id: 'billing.info.registration', defaultMessage: 'Company registration number (optional)' },
  vat: { id: 'billing.info.vat', defaultMessage: 'VAT number (optional)' },
  vatHint: {
    id: 'billing.info.vatHint',
    defaultMessage: 'EU companies outside France: no VAT is charged (reverse charge).',
  },
  marketing: { id: 'billing.info.marketing', defaultMessage: 'Send me product news and offers' },
  terms: { id: 'billing.info.terms', defaultMessage: 'I agree to the CGU and CGV' },
  termsRequired: { id: 'billing.info.termsRequired', defaultMessage: 'You must agree to the CGU and CGV' },
  cancel: { id: 'billing.info.cancel', defaultMessage: 'Cancel' },
  save: { id: 'billing.info.save', defaultMessage: 'Save billing information' },
});

export interface BillingInfoModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called to open or close it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The stored profile to edit; null to create one. @default null */
  profile?: BillingProfile | null;
  /** Called once saved, with the user's new `billing_info` already put in the session. */
  onSaved?: (profile: BillingProfile) => void;
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/**
 * The billing info modal (spec section 3, every field): creates or updates the organization's
 * billing profile; agreement to the CGU and CGV is required (spec section 5). Saved, the
 * session's user carries the new `billing_info`, which lifts guard rule 4.
 */
export function BillingInfoModal({ isOpen, onOpenChange, profile = null, onSaved }: BillingInfoModalProps) {
  const intl = useIntl();
  const t = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  const { session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const { isPending, fieldErrors, run } = useApiMutation(saveBillingInfo);
  const [agreed, setAgreed] = useState(profile?.agreed_to_terms ?? false);
  const [termsRefused, setTermsRefused] = useState(false);
  const { agreed_to_terms: serverTermsError, ...formErrors } = fieldErrors ?? {};
  const termsError = agreed ? null : termsRefused ? t(messages.termsRequired) : (serverTermsError ?? null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!agreed) {
      setTermsRefused(true);
      return;
    }
    const data = new FormData(event.currentTarget);
    const body: BillingInfoRequest = {
      company_name: text(data, 'company_name'),
      contact_name: text(data, 'contact_name'),
      phone: text(data, 'phone'),
      email: text(data, 'email'),
      billing_address: text(data, 'billing_address'),
      postal_code: text(data, 'postal_code'),
      city: text(data, 'city'),
      country: text(data, 'country').toUpperCase(),
      company_registration_number: text(data, 'company_registration_number') || null,
      vat_number: text(data, 'vat_number') || null,
      marketing_consent: data.get('marketing_consent') === 'on',
      agreed_to_terms: true,
    };
    const saved = await run(body, profile ? 'update' : 'create');
    if (!saved?.data.profile) return;
    if (user)
      session.send({ type: 'session.userUpdated', user: { ...user, billing_info: saved.data.billing_info } as User });
    onSaved?.(saved.data.profile);
    onOpenChange(false);
  };

  return (
    <Dialog title={t(messages.title)} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} size="md">
      <Form onSubmit={(e) => void onSubmit(e)} validationErrors={formErrors} aria-label={t(messages.title)}>
        <Stack space="200">
          <Text tone="muted">{t(messages.intro)}</Text>
          <div className={styles.formGrid}>
            <TextField
              name="company_name"
              label={t(messages.companyName)}
              fieldName="field.companyName"
              defaultValue={profile?.company_name}
              isRequired
            />
            <TextField
              name="contact_name"
              label={t(messages.contactName)}
              fieldName="field.contactName"
              defaultValue={profile?.contact_name}
              isRequired
              autoComplete="name"
            />
            <EmailField
              name="email"
              label={t(messages.email)}
              fieldName="field.email"
              defaultValue={profile?.email}
              isRequired
            />
            <TextField
              name="phone"
              type="tel"
              label={t(messages.phone)}
              fieldName="field.phone"
              defaultValue={profile?.phone}
              isRequired
              autoComplete="tel"
            />
          </div>
          <TextField
            name="billing_address"
            label={t(messages.address)}
            fieldName="field.billingAddress"
            defaultValue={profile?.billing_address}
            isRequired
            autoComplete="street-address"
          />
          <div className={styles.formGrid3}>
            <TextField
              name="postal_code"
              label={t(messages.postalCode)}
              fieldName="field.postalCode"
              defaultValue={profile?.postal_code}
              isRequired
              autoComplete="postal-code"
            />
            <TextField
              name="city"
              label={t(messages.city)}
              fieldName="field.city"
              defaultValue={profile?.city}
              isRequired
              autoComplete="address-level2"
            />
            <TextField
              name="country"
              label={t(messages.country)}
              description={t(messages.countryHint)}
              fieldName="field.country"
              defaultValue={profile?.country ?? 'FR'}
              isRequired
              maxLength={2}
            />
          </div>
          <div className={styles.formGrid}>
            <TextField
              name="company_registration_number"
              label={t(messages.registration)}
              fieldName="field.companyRegistrationNumber"
              defaultValue={profile?.company_registration_number ?? ''}
            />
            <TextField
              name="vat_number"
              label={t(messages.vat)}
              description={t(messages.vatHint)}
              fieldName="field.vatNumber"
              defaultValue={profile?.vat_number ?? ''}
            />
          </div>
          <Stack space="100">
            <Checkbox name="marketing_consent" defaultSelected={profile?.marketing_consent ?? false}>
              {t(messages.marketing)}
            </Checkbox>
            {/* Kept out of the form's validation: an invalid native checkbox would block the next submit. */}
            <Checkbox isSelected={agreed} onChange={setAgreed} isInvalid={termsError !== null}>
              {t(messages.terms)}
            </Checkbox>
            {termsError && (
              <Text tone="danger" size="sm" role="alert">
                {termsError}
              </Text>
            )}
          </Stack>
          <Inline align="end" space="100">
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              {t(messages.cancel)}
            </Button>
            <Button type="submit" variant="primary" isPending={isPending}>
              {t(messages.save)}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}

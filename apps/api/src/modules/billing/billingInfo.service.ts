import { normalizeVatNumber, type ConfiguredPaymentProvider } from '../../adapters/payments/index.ts';
import { viaProvider } from './billing.errors.ts';
import { billingSummary, presentProfile } from './billing.presenter.ts';
import type { BillingRepository, NewBillingProfile } from './billing.repository.ts';
import type { createKeyedLock } from './billing.lock.ts';

/** The billing-info form (spec section 3), as the route has validated it. */
export interface BillingInfoInput {
  company_name: string;
  contact_name: string;
  phone: string;
  email: string;
  billing_address: string;
  postal_code: string;
  city: string;
  country: string;
  company_registration_number: string | null;
  vat_number: string | null;
  marketing_consent: boolean;
}

interface BillingInfoDeps {
  repository: BillingRepository;
  provider: ConfiguredPaymentProvider;
  now: () => Date;
  /** The billing service's lock: a customer update never runs beside a subscription call. */
  lock: ReturnType<typeof createKeyedLock>;
}

/** The organization's billing info, kept in step with the payment provider's customer. */
export function createBillingInfo({ repository, provider, now, lock }: BillingInfoDeps) {
  return {
    async billingInfo(organizationId: string) {
      const profile = await repository.profile(organizationId);
      return profile
        ? { profile: presentProfile(profile), billing_info: billingSummary(profile) }
        : { profile: null, billing_info: null };
    },

    /** Creates or updates the billing info and the provider's customer with it. */
    async saveBillingInfo(organizationId: string, input: BillingInfoInput) {
      return lock.run(organizationId, async () => {
        const existing = await repository.profile(organizationId);
        const country = input.country.toUpperCase();
        const vatNumber = input.vat_number ? normalizeVatNumber(input.vat_number) : null;
        const address = { line1: input.billing_address, postalCode: input.postal_code, city: input.city, country };
        const customer = await viaProvider(() =>
          provider.ensureCustomer({
            organizationId,
            email: input.email,
            name: input.company_name,
            country,
            address,
            ...(vatNumber ? { vatNumber } : {}),
            ...(existing?.providerCustomerId ? { customerId: existing.providerCustomerId } : {}),
          }),
        );
        const values: NewBillingProfile = {
          organizationId,
          companyName: input.company_name,
          contactName: input.contact_name,
          phone: input.phone,
          email: input.email,
          addressLine: input.billing_address,
          postalCode: input.postal_code,
          city: input.city,
          country,
          companyRegistrationNumber: input.company_registration_number,
          // The provider's normalized form (Stripe checks it).
          vatNumber: customer.vatNumber,
          marketingConsent: input.marketing_consent,
          agreedToTermsAt: existing?.agreedToTermsAt ?? now(),
          providerCustomerId: customer.id,
        };
        // The user's summary is computed from what will be stored.
        const row = await repository.saveProfile(values, billingSummary(values));
        return { profile: presentProfile(row), billing_info: billingSummary(row) };
      });
    },
  };
}

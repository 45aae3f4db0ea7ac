import type { BillingInfo } from '@starcrew/contract';
import { createSandboxPayments } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/database.ts';
import { createBillingRepository } from './billing.repository.ts';
import { createBillingSync } from './billing.sync.ts';
import { createDbSandboxStore } from './payments.store.ts';

/**
 * The demo organization's billing (seed.ts): its billing info and a paid Network plan on
 * the sandbox, so the demo managers pass the 406 rule and the billing pages have content.
 */
export async function seedDemoBilling(
  db: Db,
  organizationId: string,
  info: BillingInfo,
  address: { line1: string; postalCode: string; city: string; country: string },
  quantity: number,
  now: Date,
): Promise<void> {
  const provider = createSandboxPayments({ store: createDbSandboxStore(db), now: () => now });
  const repository = createBillingRepository(db);
  const sync = createBillingSync({ repository, provider, now: () => now });
  const customer = await provider.ensureCustomer({
    organizationId,
    email: info.email,
    name: info.company_name,
    country: address.country,
    address,
    ...(info.vat_number ? { vatNumber: info.vat_number } : {}),
  });
  await repository.saveProfile(
    {
      organizationId,
      companyName: info.company_name,
      contactName: info.contact_name,
      phone: info.phone,
      email: info.email,
      addressLine: address.line1,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
      companyRegistrationNumber: info.company_registration_number,
      vatNumber: customer.vatNumber,
      marketingConsent: info.marketing_consent,
      agreedToTermsAt: now,
      providerCustomerId: customer.id,
    },
    info,
  );
  const intent = await provider.createSetupIntent(customer.id);
  const card = await provider.confirmSandboxCard({
    customerId: customer.id,
    setupIntentId: intent.setupIntentId,
    card: { number: '4242424242424242', expMonth: 12, expYear: now.getUTCFullYear() + 5, cvc: '123' },
  });
  if (card.status !== 'succeeded') throw new Error('demo card was not accepted');
  const sub = await provider.createSubscription({
    customerId: customer.id,
    plan: 'network',
    interval: 'year',
    quantity,
    trial: false,
    paymentMethodId: card.paymentMethodId,
  });
  await sync.storeSubscription(organizationId, sub);
  // The demo had its trial: a new trial would not be offered to a real organization either.
  await repository.markTrialUsed(organizationId, now);
  await sync.syncInvoices(organizationId, customer.id);
}

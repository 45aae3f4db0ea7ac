import type { StripePriceMap } from '../stripe/stripeMapping.ts';
import { type StripePaymentProvider, createStripePayments } from '../stripePayments.ts';
import { type FakeStripeServer, startFakeStripeServer } from './fakeStripeServer.ts';

export const NOW = new Date('2026-03-10T09:00:00Z');

/** The ids `defaultFakePrices()` gives the fake's prices. */
export const PRICES: StripePriceMap = {
  essential: { month: 'price_essential_month', year: 'price_essential_year' },
  pro: { month: 'price_pro_month', year: 'price_pro_year' },
  network: { month: 'price_network_month', year: 'price_network_year' },
};

/** The Stripe adapter pointed at a fresh fake, with promotion codes of each kind. */
export async function startStripeHarness() {
  const fake: FakeStripeServer = await startFakeStripeServer({
    now: () => NOW,
    promotionCodes: [
      { code: 'WELCOME20', coupon: { id: 'welcome20', percent_off: 20, duration: 'once', name: 'Welcome' } },
      { code: 'PARTNER10', coupon: { id: 'partner10', amount_off: 1000, duration: 'forever' } },
      {
        code: 'EXPIRED',
        coupon: { id: 'old', percent_off: 10, duration: 'once' },
        expires_at: Date.parse('2026-01-01') / 1000,
      },
    ],
  });
  const connection = { host: fake.host, port: fake.port, protocol: 'http' as const, maxNetworkRetries: 0 };
  const payments: StripePaymentProvider = createStripePayments({
    secretKey: 'sk_test_starcrew',
    webhookSecret: 'whsec_test',
    prices: PRICES,
    ...connection,
    now: () => NOW,
  });

  return {
    fake,
    payments,
    connection,
    customer(country = 'FR', vatNumber?: string) {
      return payments.ensureCustomer({
        organizationId: 'org_1',
        email: 'billing@boulangerie.fr',
        name: 'Boulangerie Martin',
        country,
        address: { line1: '1 rue de Rivoli', postalCode: '75001', city: 'Paris', country },
        ...(vatNumber ? { vatNumber } : {}),
      });
    },
    close: () => fake.close(),
  };
}

import type { CreateSubscriptionInput, ProviderEvent } from '../payments.types.ts';
import { type SandboxPaymentProvider, createSandboxPayments } from '../sandboxPayments.ts';
import { createInMemorySandboxStore } from '../sandbox/sandboxStore.ts';

export const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

/**
 * A sandbox with a clock the test moves, ids counted from 1 and the events it emitted,
 * plus shortcuts to a customer with a confirmed card.
 */
export function sandboxHarness(start = '2026-03-10T09:00:00.000Z') {
  let now = new Date(start);
  let seq = 0;
  const events: ProviderEvent[] = [];
  const store = createInMemorySandboxStore();
  const payments: SandboxPaymentProvider = createSandboxPayments({
    store,
    now: () => now,
    generateId: (prefix) => `${prefix}_${++seq}`,
    onEvent: (event) => {
      events.push(event);
    },
  });

  async function customer(country = 'FR', vatNumber?: string, organizationId = 'org_1') {
    return payments.ensureCustomer({
      organizationId,
      email: 'compta@example.com',
      name: 'Maison Dupont',
      country,
      address: { line1: '3 place Bellecour', postalCode: '69002', city: 'Lyon', country },
      ...(vatNumber ? { vatNumber } : {}),
    });
  }

  async function card(customerId: string, input = VISA) {
    const { setupIntentId } = await payments.createSetupIntent(customerId);
    const result = await payments.confirmSandboxCard({ customerId, setupIntentId, card: input });
    if (result.status !== 'succeeded') throw new Error('card needs authentication');
    return result.paymentMethodId;
  }

  async function subscribe(
    input: Partial<CreateSubscriptionInput> & { country?: string; vatNumber?: string; cardNumber?: string } = {},
  ) {
    const { id } = await customer(input.country, input.vatNumber);
    const paymentMethodId = await card(id, { ...VISA, number: input.cardNumber ?? VISA.number });
    const sub = await payments.createSubscription({
      customerId: id,
      plan: 'pro',
      interval: 'month',
      quantity: 1,
      trial: false,
      paymentMethodId,
      ...input,
    });
    return { customerId: id, sub };
  }

  return {
    payments,
    store,
    events,
    customer,
    card,
    subscribe,
    now: () => now,
    /** Moves the clock, then runs the renewal job as the server would. */
    async travel(to: string) {
      now = new Date(to);
      await payments.processDue();
    },
  };
}

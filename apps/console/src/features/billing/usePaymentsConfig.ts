import { useAppConfig } from '../../app/useAppConfig.ts';

/** Which card form the payment screen shows. */
export type CardForm = { kind: 'stripe'; publishableKey: string } | { kind: 'sandbox' };

/**
 * The server's payment provider (GET /api/v1/config): Stripe's card element with its publishable
 * key, or the sandbox's own fields. Undefined while unknown, so neither form flashes by; a failed
 * config call leaves the sandbox's fields (the server's answers then tell).
 */
export function usePaymentsConfig(): CardForm | undefined {
  const config = useAppConfig();
  if (config === undefined) return undefined;
  const payments = config?.payments;
  return payments?.provider === 'stripe' && payments.stripe_publishable_key
    ? { kind: 'stripe', publishableKey: payments.stripe_publishable_key }
    : { kind: 'sandbox' };
}

import { appConfig } from '@starcrew/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';

/** Which card form the payment screen shows. */
export type CardForm = { kind: 'stripe'; publishableKey: string } | { kind: 'sandbox' };

/**
 * The server's payment provider (GET /api/v1/config): Stripe's card element with its publishable
 * key, or the sandbox's own fields. Undefined while unknown, so neither form flashes by.
 */
export function usePaymentsConfig(): CardForm | undefined {
  const { api } = useServices();
  const [form, setForm] = useState<CardForm>();
  useEffect(() => {
    let alive = true;
    appConfig(api).then(
      ({ payments }) =>
        alive &&
        setForm(
          payments.provider === 'stripe' && payments.stripe_publishable_key
            ? { kind: 'stripe', publishableKey: payments.stripe_publishable_key }
            : { kind: 'sandbox' },
        ),
      // A failed (silent) config call leaves the sandbox's fields: the server's answers then tell.
      () => alive && setForm({ kind: 'sandbox' }),
    );
    return () => {
      alive = false;
    };
  }, [api]);
  return form;
}

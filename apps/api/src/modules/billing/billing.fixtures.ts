import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../test/fixtures.ts';

/** Billing info of a company in France, as the modal sends it. */
export const frenchCompany = {
  company_name: 'Boulangerie du Port SAS',
  contact_name: 'Camille Test',
  phone: '+33 1 23 45 67 89',
  email: 'compta@example.test',
  billing_address: '3 quai des Chartrons',
  postal_code: '33000',
  city: 'Bordeaux',
  country: 'FR',
  company_registration_number: '852 147 963 00018',
  vat_number: 'FR74852147963',
  marketing_consent: false,
  agreed_to_terms: true,
};

type Json = Record<string, unknown>;
/** Answers are read loosely in tests: each assertion names the fields it checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** A small client for one signed-in user of a test app. */
export function billingClient(app: FastifyInstance, token: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Json) => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      body: response.json() as Loose,
    };
  };
  return {
    call,
    /** Billing info, a card confirmed in the sandbox: the payment method id. */
    async card(number = '4242424242424242') {
      const intent = await call('POST', '/manager/subscriptions/setup-intent');
      const confirmed = await call('POST', '/manager/payments/sandbox/card', {
        setup_intent_id: intent.body.data.setup_intent_id,
        number,
        exp_month: 12,
        exp_year: 2040,
        cvc: '123',
      });
      return confirmed;
    },
    async subscribe(plan = 'essential', interval = 'month', extra: Json = {}) {
      const card = await this.card();
      return call('POST', '/manager/subscriptions', {
        plan,
        interval,
        payment_method_id: card.body.data.payment_method_id,
        ...extra,
      });
    },
  };
}

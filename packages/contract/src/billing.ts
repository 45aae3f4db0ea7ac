import { z } from './zod.ts';
import { billingInfoSchema } from './auth.ts';
import { envelope, paginationSchema } from './envelope.ts';
import { describe, emailField, requiredString, stringField } from './fields.ts';

/**
 * What an organization is billed with and billed (spec section 7; plans are in `plans.ts`,
 * subscriptions in `subscriptions.ts`): billing info, the payment method (setup intent, sandbox
 * card), invoices, and the billing answers' messages. Amounts are integer euro cents, VAT
 * excluded unless named `total`; instants are ISO 8601 strings.
 */

const optionalText = (field: string, max: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        stringField(field).check(
          z.trim(),
          z.maxLength(max, { error: describe('validation.max', { field: `field.${field}`, max }) }),
        ),
      ),
    ),
    z.transform((v) => (v ? v : null)),
  );
const text = (field: string, max: number) =>
  requiredString(field).check(
    z.maxLength(max, { error: describe('validation.max', { field: `field.${field}`, max }) }),
  );

/** Billing info of spec section 3, with the address in parts (VAT depends on the country). */
export const billingInfoRequestSchema = z.object({
  company_name: text('companyName', 120),
  contact_name: text('contactName', 120),
  phone: text('phone', 30).check(
    z.regex(/^\+?[\d\s().-]{6,30}$/, {
      error: describe('validation.invalid', { field: 'field.phone' }),
    }),
  ),
  email: emailField('email'),
  billing_address: text('billingAddress', 200),
  postal_code: text('postalCode', 20),
  city: text('city', 100),
  country: requiredString('country').check(
    z.regex(/^[A-Za-z]{2}$/, {
      error: describe('validation.invalid', { field: 'field.country' }),
    }),
  ),
  company_registration_number: optionalText('companyRegistrationNumber', 40),
  vat_number: optionalText('vatNumber', 20),
  marketing_consent: z._default(z.optional(z.boolean()), false),
  /** Spec section 5: must agree to the CGU and CGV. */
  agreed_to_terms: z.literal(true, { error: describe('billing.termsRequired') }),
});
export type BillingInfoRequest = z.input<typeof billingInfoRequestSchema>;

export const billingProfileSchema = z.object({
  company_name: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  billing_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  company_registration_number: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  marketing_consent: z.boolean(),
  agreed_to_terms: z.boolean(),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;
/** The profile, and the user's summary (`billing_info` of the stored user) to update the session with. */
export const billingInfoResponseSchema = envelope(
  z.object({ profile: z.nullable(billingProfileSchema), billing_info: z.nullable(billingInfoSchema) }),
);
export type BillingInfoResponse = z.infer<typeof billingInfoResponseSchema>;

export const setupIntentResponseSchema = envelope(
  z.object({
    setup_intent_id: z.string(),
    client_secret: z.string(),
    provider: z.enum(['stripe', 'sandbox']),
  }),
);
export type SetupIntentResponse = z.infer<typeof setupIntentResponseSchema>;

/** The sandbox's card form (our own fields; never used with Stripe). */
export const sandboxCardRequestSchema = z.object({
  setup_intent_id: requiredString('setupIntent'),
  number: requiredString('cardNumber'),
  exp_month: z.coerce.number({ error: describe('validation.required', { field: 'field.expMonth' }) }).check(z.int()),
  exp_year: z.coerce.number({ error: describe('validation.required', { field: 'field.expYear' }) }).check(z.int()),
  cvc: requiredString('cvc'),
});
export type SandboxCardRequest = z.input<typeof sandboxCardRequestSchema>;

export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().check(z.int()),
  exp_year: z.number().check(z.int()),
});
export const sandboxCardResponseSchema = envelope(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('succeeded'), payment_method_id: z.string(), card: cardSchema }),
    z.object({ status: z.literal('requires_action'), setup_intent_id: z.string() }),
  ]),
);
export type SandboxCardResponse = z.infer<typeof sandboxCardResponseSchema>;
export const sandboxAuthenticateRequestSchema = z.object({ approve: z.boolean() });

/**
 * VAT as the server computed it (decisions.md): 20% in France, 0% under the EU reverse charge
 * (a valid EU VAT number outside France), 20% otherwise. `reverse_charge` says when the mention
 * "VAT reverse charge" belongs beside the amounts; every VAT figure of the API follows this rule.
 */
export const vatFields = {
  tax: z.number().check(z.int()),
  /** Percent, e.g. 20; 0 under reverse charge. */
  tax_rate: z.number(),
  reverse_charge: z.boolean(),
};

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.nullable(z.string()),
  status: z.string(),
  subtotal: z.number().check(z.int()),
  discount: z.number().check(z.int()),
  ...vatFields,
  total: z.number().check(z.int()),
  amount_due: z.number().check(z.int()),
  period_start: z.string(),
  period_end: z.string(),
  issued_at: z.string(),
  paid_at: z.nullable(z.string()),
  url: z.nullable(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesResponseSchema = z.object({ data: z.array(invoiceSchema), pagination: paginationSchema });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

/** Message ids of the billing answers, in the i18n catalogues. */
export const billingMessageIds = {
  /** 406 SubscriptionException (spec section 8). */
  subscriptionRequired: 'billing.subscriptionRequired',
  termsRequired: 'billing.termsRequired',
  billingInfoSaved: 'billing.billingInfoSaved',
  billingInfoRequired: 'billing.billingInfoRequired',
  couponInvalid: 'billing.couponInvalid',
  couponApplied: 'billing.couponApplied',
  vatInvalid: 'billing.vatInvalid',
  subscribed: 'billing.subscribed',
  alreadySubscribed: 'billing.alreadySubscribed',
  noSubscription: 'billing.noSubscription',
  planChanged: 'billing.planChanged',
  canceled: 'billing.canceled',
  locationsActivated: 'billing.locationsActivated',
  locationsRequired: 'billing.locationsRequired',
  paymentMethodRequired: 'billing.paymentMethodRequired',
  paymentFailed: 'billing.paymentFailed',
  /** 403 PlanLimitReached: one more does not fit under the plan. */
  limitReached: 'billing.limitReached',
  /** 403 PlanLimitReached: a location would take part in more running campaigns on one day than the plan allows. */
  campaignsLimitReached: 'billing.campaignsLimitReached',
  /** 422: the plan (or number of locations) chosen is too small for what the organization has. */
  planTooSmall: 'billing.planTooSmall',
} as const;

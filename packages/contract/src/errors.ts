import { z } from './zod.ts';

/**
 * Error answers of spec section 8. `errors` is present on 422: keys are dotted paths
 * (`billing_info.email`), values the messages for that field, first one shown.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  error: z.optional(z.string()),
  data: z.optional(z.unknown()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** 422: the request's fields did not validate. */
export const validationErrorBodySchema = z.extend(errorBodySchema, {
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** 406 with this `error` tells the client the organization is not subscribed (spec section 8). */
export const SUBSCRIPTION_EXCEPTION = 'SubscriptionException';
export const subscriptionErrorBodySchema = z.extend(errorBodySchema, {
  error: z.literal(SUBSCRIPTION_EXCEPTION),
});

/**
 * 403 with this `error`: one more member, running campaign or competitor does not fit under the
 * plan (decisions.md limits); the console offers the owner a way to upgrade.
 */
export const PLAN_LIMIT_REACHED = 'PlanLimitReached';

/** 307 with `data.redirect_url`: the browser goes there (spec section 8). */
export const redirectBodySchema = z.object({
  message: z.optional(z.string()),
  data: z.object({ redirect_url: z.string() }),
});
export type RedirectBody = z.infer<typeof redirectBodySchema>;

/** Message ids of the generic error answers, in the i18n catalogues. */
export const errorMessageIds = {
  /** Every 5xx: the cause stays in the server's log (spec section 8 wording). */
  unexpected: 'error.unexpected',
  notFound: 'error.notFound',
  invalidJson: 'error.invalidJson',
  tooManyRequests: 'error.tooManyRequests',
  /** 403: the role or the permissions do not allow the call. */
  forbidden: 'error.forbidden',
  /** 403: a cookie-authenticated call that changes state without a matching X-XSRF-TOKEN. */
  xsrf: 'error.xsrf',
  /** 413: the upload is larger than the call accepts. */
  payloadTooLarge: 'error.payloadTooLarge',
} as const;

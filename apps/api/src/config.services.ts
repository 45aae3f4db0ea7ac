import { z } from 'zod';
import type { PaymentsConfig, StripePriceMap } from './adapters/payments/index.ts';
import type { Env } from './config.ts';
import { ConfigError } from './config.errors.ts';
import type { S3Config } from './lib/s3-uploads.ts';

/** The paid and stored services' settings, each checked whole at startup. */

/** Stripe's keys and prices; createPaymentProvider refuses a secret key without the others at startup. */
export function paymentsConfig(e: Env): PaymentsConfig {
  const publishable = stripePublishableKey(e);
  if (!e.STRIPE_SECRET_KEY) return {};
  const prices = e.STRIPE_PRICES ? stripePrices(e.STRIPE_PRICES) : undefined;
  return {
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: publishable,
    ...(e.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET } : {}),
    ...(prices ? { stripePrices: prices } : {}),
  };
}

const priceId = z.string().regex(/^price_/, 'must be a Stripe price id (price_…)');
const intervalPrices = z.object({ month: priceId, year: priceId });
const stripePriceMapSchema = z.object({ essential: intervalPrices, pro: intervalPrices, network: intervalPrices });

/** Every plan and interval priced, checked at startup rather than at the first customer's subscribe. */
function stripePrices(raw: string): StripePriceMap {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('Invalid configuration:\n  STRIPE_PRICES: must be JSON');
  }
  const parsed = stripePriceMapSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  STRIPE_PRICES.${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/**
 * The publishable key goes with the secret key, in the same mode: without it the console would show the
 * sandbox's card fields to a Stripe server, and a test key against a live account fails at the first card.
 */
function stripePublishableKey(e: Env): string {
  const secret = e.STRIPE_SECRET_KEY;
  const key = e.STRIPE_PUBLISHABLE_KEY;
  const fail = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  if (!secret && key) throw fail('STRIPE_PUBLISHABLE_KEY: set without STRIPE_SECRET_KEY');
  if (!secret) return '';
  if (!key) throw fail('STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY');
  const mode = (k: string) => (k.includes('_live_') ? 'live' : 'test');
  if (mode(key) !== mode(secret)) throw fail('STRIPE_PUBLISHABLE_KEY: not in the mode of STRIPE_SECRET_KEY');
  return key;
}

/** The bucket when S3_BUCKET is set; its keys are then required (a half-set bucket must not fall back to disk silently). */
export function s3Config(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((key) => !e[key]);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required with S3_BUCKET`).join('\n')}`,
    );
  return {
    endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    region: e.S3_REGION,
  };
}

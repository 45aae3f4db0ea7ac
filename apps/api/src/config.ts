import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The workspace root, so defaults do not depend on the directory the server starts from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Every environment variable the server reads, in one place. Each `describe` is the
 * documentation; `pnpm --filter @starcrew/api start` with none set runs the demo.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080).describe('HTTP port.'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface to listen on.'),
  DATA_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data'))
    .describe('Folder of the embedded database (DATA_DIR/pglite), its lock and the generated cookie secret.'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .describe('A PostgreSQL server. When absent the embedded PGlite database in DATA_DIR is used.'),
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
    .optional()
    .describe('Address people reach the app at, for links in emails. Default: http://localhost:PORT.'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .describe('SMTP server for emails (smtp://user:pass@host:587). When absent, emails go to the outbox.'),
  MAIL_FROM: z.string().min(3).default('Starcrew <no-reply@starcrew.app>').describe('Sender of every email.'),
  DEV_OUTBOX: z
    .enum(['0', '1'])
    .optional()
    .describe('1 serves the outbox pages (/api/dev/outbox) even in production; they are on outside production.'),
  GOOGLE_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .describe('OAuth client id of Google sign-in; the audience of the ID tokens. Google sign-in is off without it.'),
  GOOGLE_JWKS_URL: z
    .url()
    .default('https://www.googleapis.com/oauth2/v3/certs')
    .describe("Google's published signing keys, against which ID tokens are verified."),
  RATE_LIMIT_SCALE: z.coerce
    .number()
    .positive()
    .default(1)
    .describe('Multiplies the per-address limits of the account calls (tests of many sign-ups from one address).'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  staticDirs: { console: string; reviewForm: string };
  cookieSecret: string;
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  devOutbox: boolean;
  google: { clientId: string; jwksUrl: string } | undefined;
  rateLimitScale: number;
  uploadsDir: string;
}

/** Reads the configuration; throws with every wrong variable named, so startup fails early. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `FOO=` in an env file means "not set", not an empty value to validate.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const [consoleDir, reviewFormDir] = (e.STATIC_DIRS ?? '').split(',').map((d) => d.trim());
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    staticDirs: {
      console: resolve(consoleDir || join(repoRoot, 'apps/console/dist')),
      reviewForm: resolve(reviewFormDir || join(repoRoot, 'apps/review-form/dist')),
    },
    cookieSecret: e.COOKIE_SECRET ?? persistedSecret(dataDir),
    nodeEnv: e.NODE_ENV,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devOutbox: e.DEV_OUTBOX === '1' || (e.DEV_OUTBOX !== '0' && e.NODE_ENV !== 'production'),
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL } : undefined,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    uploadsDir: join(dataDir, 'uploads'),
  };
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

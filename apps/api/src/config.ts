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

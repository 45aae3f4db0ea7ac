import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openTestDatabase } from './database.ts';

/** Static folders that do not exist: most tests need no built apps. */
const noApps = () => {
  const dir = mkdtempSync(join(tmpdir(), 'starcrew-no-apps-'));
  return { console: join(dir, 'console'), reviewForm: join(dir, 'review-form') };
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Moves the clock the app's services read; `undefined` goes back to real time. */
  setNow(date: Date | undefined): void;
  close(): Promise<void>;
}

/** One app on a fresh database, for one test file (call in beforeAll, close in afterAll). */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  let fixedNow: Date | undefined;
  const app = await buildApp({
    database,
    staticDirs: noApps(),
    cookieSecret: 'test-cookie-secret-test-cookie-secret',
    uploadsDir: mkdtempSync(join(tmpdir(), 'starcrew-uploads-')),
    publicUrl: 'http://starcrew.test',
    now: () => fixedNow ?? new Date(),
    ...overrides,
  });
  return {
    app,
    database,
    setNow(date) {
      fixedNow = date;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

import { ConfigError, loadConfig, outboxNotice, publicUrlNotice } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/database.ts';
import { chooseEmbeddedDatabase } from './db/embeddedChoice.ts';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock.ts';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemo } from './seed.ts';
import { argon2Hasher } from './lib/passwords.ts';
import { createTestClock } from './modules/testHooks/testHooks.module.ts';

/**
 * Starts the server: configuration, lock (embedded database only), database and
 * migrations, demo data on a new database, HTTP. SIGINT/SIGTERM close HTTP first (in-flight
 * requests finish), then the database, then release the lock.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Only an embedded database needs the lock: a PostgreSQL server arbitrates its own clients.
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  // Chosen once: the lock above is held, so DATA_DIR's folders cannot change under the choice.
  const choice = config.databaseUrl ? undefined : chooseEmbeddedDatabase(config);
  if (choice?.notice) console.warn(choice.notice);
  let database: Database | undefined;
  try {
    database = await openDatabase({ ...config, embeddedDatabase: choice?.embedded });
    await database.migrate();
    if (await seedDemo(database.db, argon2Hasher, new Date(), { secret: config.cookieSecret })) {
      console.log(`Demo organization "Maison Dorée" created. Demo sign-in: ${DEMO_OWNER_EMAIL} / ${DEMO_PASSWORD}`);
      console.log('Other demo accounts (same password): manager@starcrew.app, lea@starcrew.app, tom@starcrew.app');
    }
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }

  const testClock = config.e2eHooks ? createTestClock() : undefined;
  const app = await buildApp({
    database,
    ...(testClock ? { testClock, now: testClock.now } : {}),
    staticDirs: config.staticDirs,
    cookieSecret: config.cookieSecret,
    production: config.nodeEnv === 'production',
    logger: { level: config.logLevel },
    uploadsDir: config.uploadsDir,
    s3: config.s3,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    devOutbox: config.devOutbox,
    printOutbox: config.local,
    google: config.google,
    googleClientSecret: config.googleClientSecret,
    placesApiKey: config.placesApiKey,
    rateLimitScale: config.rateLimitScale,
    trustProxy: config.trustProxy,
    payments: config.payments,
    openAi: config.openAi,
    runJobs: true,
  });
  const notice = outboxNotice(config);
  if (notice) app.log.warn(notice);
  const links = publicUrlNotice(config);
  if (links) app.log[links.level](links.message);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    let code = 0;
    try {
      await app.close();
      await database.close();
    } catch (error) {
      console.error(error);
      code = 1;
    } finally {
      lock?.release();
    }
    process.exit(code);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // After listening: the first start installs the job tables, and health checks need not wait for it.
  await app.jobs.start();
  const where = !choice
    ? 'PostgreSQL'
    : {
        pglite: `${config.dataDir}/pglite`,
        'pglite-worker': `${config.dataDir}/pglite (PGlite on its own thread)`,
        postgres: `${config.dataDir}/postgres (embedded PostgreSQL)`,
      }[choice.embedded];
  app.log.info(`Starcrew is listening on ${config.host}:${config.port}; data in ${where}`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, outboxNotice, publicUrlNotice, repoRoot } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'starcrew-config-'));

describe('loadConfig', () => {
  it('should run the demo with nothing set: port 8080, PGlite, the apps of the workspace', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      trustProxy: false,
      dataDir: dir,
      databaseUrl: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      staticDirs: {
        console: join(repoRoot, 'apps/console/dist'),
        reviewForm: join(repoRoot, 'apps/review-form/dist'),
      },
    });
  });

  it('should read the Places API key of competitor tracking, unset by default (the sandbox)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).placesApiKey).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), GOOGLE_PLACES_API_KEY: 'AIzaKey' }).placesApiKey).toBe('AIzaKey');
  });

  it('should generate the cookie secret once and keep it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).cookieSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'cookie-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).cookieSecret).toBe(first);
  });

  it('should treat an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it('should read STATIC_DIRS as the console then the review form', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), STATIC_DIRS: '/srv/console, /srv/form' });
    expect(config.staticDirs).toEqual({ console: '/srv/console', reviewForm: '/srv/form' });
  });

  it('should take the Stripe publishable key only with the secret key, in the same mode', () => {
    const stripe = { DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
    expect(loadConfig(stripe).payments.stripePublishableKey).toBe('pk_test_1');
    expect(loadConfig({ DATA_DIR: dataDir() }).payments.stripePublishableKey).toBeUndefined();
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_2' })).toThrow(/publishable key/);
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: '' })).toThrow(/required with STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: '' })).toThrow(/without STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_1' })).toThrow(/mode/);
    const price = (id: string) => ({ month: `${id}_m`, year: `${id}_y` });
    const prices = { essential: price('price_e'), pro: price('price_p'), network: price('price_n') };
    expect(loadConfig({ ...stripe, STRIPE_PRICES: JSON.stringify(prices) }).payments.stripePrices).toEqual(prices);
    expect(() => loadConfig({ ...stripe, STRIPE_PRICES: '{nope' })).toThrow(/STRIPE_PRICES: must be JSON/);
    expect(() =>
      loadConfig({ ...stripe, STRIPE_PRICES: JSON.stringify({ ...prices, pro: { month: 'price_p_m' } }) }),
    ).toThrow(/STRIPE_PRICES\.pro\.year/);
    expect(() =>
      loadConfig({ ...stripe, STRIPE_PRICES: JSON.stringify({ ...prices, network: price('prod_n') }) }),
    ).toThrow(/STRIPE_PRICES\.network\.month: must be a Stripe price id/);
  });

  it('should refuse a production configuration with no mail transport, saying what to set', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production/);
    // main.ts prints a ConfigError's message alone, without a stack.
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow(/Set SMTP_URL=smtp:\/\//);
    expect(() => loadConfig({ ...production, LOCAL_MODE: '0' })).toThrow(/npm start/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail:587' })).toMatchObject({
      local: false,
      devOutbox: false,
    });
  });

  it('should run local mode without a mail server: outside production, or with LOCAL_MODE=1 (npm start)', () => {
    const started = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', LOCAL_MODE: '1', PORT: '8090' });
    expect(started).toMatchObject({ local: true, devOutbox: true, smtpUrl: undefined });
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ local: true, devOutbox: true });
    expect(loadConfig({ DATA_DIR: dataDir(), LOCAL_MODE: '1', DEV_OUTBOX: '0' }).devOutbox).toBe(false);
  });

  it('should announce local mode at startup as local-only, with the outbox page, and say nothing with SMTP', () => {
    const started = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', LOCAL_MODE: '1', PORT: '8090' });
    expect(outboxNotice(started)).toBe(
      'Local mode, for this machine only: emails are not sent; their text (codes, reset links, temporary passwords) ' +
        'is printed to this log, and kept at http://localhost:8090/api/dev/outbox. Set SMTP_URL to send them.',
    );
    expect(outboxNotice({ ...started, devOutbox: false })).not.toContain('/api/dev/outbox');
    expect(outboxNotice({ ...started, smtpUrl: 'smtp://mail:587' })).toBeUndefined();
    const production = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' });
    expect(outboxNotice(production)).toBeUndefined();
  });

  // Issue 19, item 11: links in emails pointed to localhost:8080 on a server reached elsewhere.
  it('should warn at startup when PUBLIC_URL is unset in production, links pointing to this machine', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587', PORT: '8090' };
    const unset = loadConfig(production);
    expect(unset).toMatchObject({ publicUrl: 'http://localhost:8090', publicUrlSet: false });
    expect(publicUrlNotice(unset)).toEqual({
      level: 'warn',
      message:
        'PUBLIC_URL is not set: links in emails (password reset, sign-in, invitations) point to http://localhost:8090, ' +
        'which no one else can open. Set PUBLIC_URL to the address people reach Starcrew at ' +
        '(e.g. PUBLIC_URL=https://app.example.com).',
    });
    const set = loadConfig({ ...production, PUBLIC_URL: 'https://app.example.com/' });
    expect(set).toMatchObject({ publicUrl: 'https://app.example.com', publicUrlSet: true });
    expect(publicUrlNotice(set)).toBeUndefined();
  });

  it('should say nothing about PUBLIC_URL in local mode on this machine, and hint at it when others can connect', () => {
    const onLoopback = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', LOCAL_MODE: '1', HOST: '127.0.0.1' });
    expect(publicUrlNotice(onLoopback)).toBeUndefined();
    expect(publicUrlNotice(loadConfig({ DATA_DIR: dataDir(), HOST: 'localhost' }))).toBeUndefined();
    const onLan = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', LOCAL_MODE: '1', HOST: '0.0.0.0' });
    expect(publicUrlNotice(onLan)).toMatchObject({ level: 'info', message: expect.stringContaining('set PUBLIC_URL') });
    expect(publicUrlNotice({ ...onLan, publicUrlSet: true })).toBeUndefined();
  });

  it('should refuse a PUBLIC_URL that is not an http(s) address', () => {
    for (const PUBLIC_URL of ['app.example.com', 'ftp://app.example.com', 'https://app.example.com/?a=1']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL }), PUBLIC_URL).toThrow(/PUBLIC_URL/);
    }
  });

  it('should name every wrong variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('should trust forwarded addresses only from the proxies TRUST_PROXY lists', () => {
    const trustProxy = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trustProxy('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['true', '*', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.example.com', '1'])
      expect(() => trustProxy(wrong), wrong).toThrow(/TRUST_PROXY/);
  });
});

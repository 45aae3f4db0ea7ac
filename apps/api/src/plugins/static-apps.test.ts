import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

function builtApp(root: string, title: string, asset: string): string {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(root, 'assets', asset), `console.log(${JSON.stringify(title)});`);
  return root;
}

let t: TestApp;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'starcrew-static-'));
  t = await createTestApp({
    staticDirs: {
      console: builtApp(join(dir, 'console'), 'Console', 'app-1a2b.js'),
      reviewForm: builtApp(join(dir, 'review-form'), 'Review form', 'form-3c4d.js'),
    },
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the built apps', () => {
  it('should answer every console path with the console, for its router to handle', async () => {
    for (const url of ['/', '/login', '/manager/dashboard', '/manager/reviews?page=2']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('should leave /reviews pages to the server (an unknown link gets its clear page, not the app)', async () => {
    const response = await get('/reviews/3f1c/ABCD42');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<title>Review form</title>');
  });

  it('should serve hashed assets of both apps for a year', async () => {
    const consoleAsset = await get('/assets/app-1a2b.js');
    expect(consoleAsset.statusCode).toBe(200);
    expect(consoleAsset.headers['cache-control']).toContain('immutable');
    const formAsset = await get('/reviews/assets/form-3c4d.js');
    expect(formAsset.body).toContain('Review form');
  });

  it('should answer a missing asset with a 404 rather than the app', async () => {
    expect((await get('/assets/gone-9z9z.js')).statusCode).toBe(404);
  });

  it('should keep API paths out of the fallback', async () => {
    const response = await get('/api/v1/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('should send security headers that let the app load its own files only', async () => {
    const csp = (await get('/')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

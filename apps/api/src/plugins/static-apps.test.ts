import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptedEncoding } from './static-apps.ts';

/** Writes a file and, as the build does (scripts/precompress.mjs), its `.br` and `.gz`. */
function writeCompressed(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

function builtApp(root: string, title: string, asset: string): string {
  mkdirSync(join(root, 'assets'), { recursive: true });
  // Long enough that compressing it pays, as every real bundle is.
  writeCompressed(join(root, 'index.html'), `<!doctype html><title>${title}</title>${'<p>filler</p>'.repeat(100)}`);
  writeCompressed(join(root, 'assets', asset), `console.log(${JSON.stringify(title)});\n`.repeat(100));
  writeFileSync(join(root, 'assets', 'logo-5e6f.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return root;
}

let consoleDir: string;

let t: TestApp;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'starcrew-static-'));
  consoleDir = builtApp(join(dir, 'console'), 'Console', 'app-1a2b.js');
  t = await createTestApp({
    staticDirs: {
      console: consoleDir,
      reviewForm: builtApp(join(dir, 'review-form'), 'Review form', 'form-3c4d.js'),
    },
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const file = (path: string) => readFileSync(join(consoleDir, path), 'utf8');

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

describe('compression and caching', () => {
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('should send a hashed asset in brotli to a browser that accepts it, kept for a year', async () => {
    const response = await get('/assets/app-1a2b.js', browser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(file('assets/app-1a2b.js'));
  });

  it('should send gzip to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(file('assets/app-1a2b.js'));
    const plain = await get('/assets/app-1a2b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(file('assets/app-1a2b.js'));
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('should honour a refused encoding (q=0)', async () => {
    const response = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('should send the compressed page, never cached without revalidation, for app paths', async () => {
    for (const url of ['/', '/login', '/manager/dashboard']) {
      const response = await get(url, browser);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toContain('accept-encoding');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(file('index.html'));
    }
    const gzipped = await get('/login', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(file('index.html'));
  });

  it('should send images as they are', async () => {
    const response = await get('/assets/logo-5e6f.png', browser);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('should compress JSON answers above 1 KiB and leave small ones alone', async () => {
    const large = await get('/api/docs/json', browser);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toContain('accept-encoding');
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(document).length / 3);
    const small = await get('/api/health', browser);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ data: { status: 'ok' } });
  });
});

describe('acceptedEncoding', () => {
  it('should prefer brotli, then gzip, by the weights the client gives', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('br;q=0, *;q=0')).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { NotFoundFallback } from './error-handler.ts';

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

export interface StaticDirs {
  console: string;
  reviewForm: string;
}

// Vite puts content-hashed files under assets/: they never change, so browsers keep them.
// index.html must be revalidated, or a deploy would keep serving old asset names.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Text files, which the build stores beside their `.br` and `.gz` (scripts/precompress.mjs). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)(?:\.br|\.gz)?$/;

function setHeaders(res: { setHeader(name: string, value: string): unknown }, path: string): void {
  res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
  // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must key on it.
  if (COMPRESSIBLE.test(path)) res.setHeader('vary', 'accept-encoding');
}

type Encoding = 'br' | 'gzip';

/** The best of brotli and gzip the client accepts (`q=0` refuses one), or none. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best;
}

/**
 * Serves the built apps: the review form's files under /reviews/assets/ (its pages are
 * written by the server: modules/publicReviews), every other non-API path from the console. A missing build is logged with a hint, not fatal: the API works without them.
 * Returns the SPA fallback for the not-found handler (unknown paths get the app's index.html).
 */
export async function registerStaticApps(app: FastifyInstance, dirs: StaticDirs): Promise<NotFoundFallback> {
  const present = (dir: string, name: string) => {
    if (existsSync(join(dir, 'index.html'))) return true;
    app.log.warn(`${name} is not built (${dir}/index.html missing): run \`pnpm build\` to serve it.`);
    return false;
  };
  const consoleReady = present(dirs.console, 'The console');
  // The review form's index.html is only Vite's entry: the manifest names what the page loads.
  const reviewFormReady = present(dirs.reviewForm, 'The review form');

  // preCompressed: a request accepting brotli or gzip gets `file.br` / `file.gz` when the build
  // wrote one, with Content-Encoding set (and the file itself otherwise).
  const common = { wildcard: true, cacheControl: false, setHeaders, index: 'index.html', preCompressed: true };
  if (consoleReady) await app.register(fastifyStatic, { ...common, root: dirs.console, prefix: '/' });
  if (reviewFormReady) {
    // `/reviews/assets/*`, a static segment, wins over the page's `/reviews/:locationId/:code`.
    await app.register(fastifyStatic, {
      ...common,
      index: false,
      root: join(dirs.reviewForm, 'assets'),
      prefix: '/reviews/assets/',
      decorateReply: false,
    });
  }

  const sendIndex = async (
    dir: string,
    request: Parameters<NotFoundFallback>[0],
    reply: Parameters<NotFoundFallback>[1],
  ) => {
    // Read on each request so a rebuild shows without a restart; the file is small.
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const compressed = encoding && (await readIfPresent(join(dir, `index.html.${encoding === 'br' ? 'br' : 'gz'}`)));
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (compressed) await reply.header('content-encoding', encoding).send(compressed);
    else await reply.send(await readFile(join(dir, 'index.html')));
    return true;
  };

  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '/';
    // The review pages are the server's (publicReviews); anything else under /reviews is not found.
    if (path === '/reviews' || path.startsWith('/reviews/')) return false;
    // A missing file with an extension (a stale asset) is a real 404, not the app.
    if (/\.[a-z0-9]+$/i.test(path)) return false;
    return consoleReady ? sendIndex(dirs.console, request, reply) : false;
  };
}

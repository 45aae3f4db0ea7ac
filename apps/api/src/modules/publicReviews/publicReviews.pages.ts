import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { resolveLocale, translate, type Locale } from '@starcrew/contract';
import {
  brandStyle,
  linkProblemBody,
  reviewDocument,
  reviewErrorText,
  reviewFormBody,
  thankYouBody,
  type ReviewField,
  type ReviewFieldError,
  type ReviewPageAssets,
  type ReviewPageBrand,
  type Translate,
} from '@starcrew/contract/review-form';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReviewLink } from './publicReviews.repository.ts';

/**
 * The language of the page, in spec section 4's order: the link's `?lang=`, the browser's
 * languages (Accept-Language, by preference), then French. A choice stored in the console
 * (`app-lang`) lives in the browser's storage, which a server never sees.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const page = typeof query?.lang === 'string' ? query.lang : null;
  const header = request.headers['accept-language'] ?? '';
  const browser = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return resolveLocale({ page, browser });
}

export const translator =
  (locale: Locale): Translate =>
  (id, values) =>
    translate(locale, id, values);

/** The field errors in the page's language. */
export function errorTexts(
  t: Translate,
  errors: Partial<Record<ReviewField, ReviewFieldError>>,
): Partial<Record<ReviewField, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, reviewErrorText(t, error)]));
}

/**
 * The review form's built stylesheet and enhancement script, from its Vite manifest. Read
 * again when the manifest changes (a rebuild shows without a restart); none when the app is
 * not built, and the page still reads and submits.
 */
export function createAssetResolver(reviewFormDir: string): () => ReviewPageAssets {
  const manifestPath = join(reviewFormDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; assets: ReviewPageAssets } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(manifestPath).mtimeMs;
    } catch {
      return { stylesheets: [], scripts: [] };
    }
    if (cached?.mtimeMs === mtimeMs) return cached.assets;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; css?: string[] }>;
    const entry = manifest['index.html'];
    const assets = entry
      ? { stylesheets: (entry.css ?? []).map((file) => `/reviews/${file}`), scripts: [`/reviews/${entry.file}`] }
      : { stylesheets: [], scripts: [] };
    cached = { mtimeMs, assets };
    return assets;
  };
}

/** The seller's customization; without one (a location's own code), the theme's own colours. */
export function brandOf(link: ReviewLink | null): ReviewPageBrand {
  return {
    primaryColor: link?.qr?.primaryColor ?? '',
    secondaryColor: link?.qr?.secondaryColor ?? '',
    logoUrl: link?.qr?.logo ?? null,
  };
}

/** Paths of one link; `?lang=` carried along when the link named it. */
export function linkPaths(locationId: string, code: string, request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' && /^[a-z]{2}$/i.test(query.lang) ? `?lang=${query.lang}` : '';
  const base = `/reviews/${encodeURIComponent(locationId)}/${encodeURIComponent(code)}`;
  return { page: `${base}${lang}`, thanks: `${base}/thanks${lang}`, json: `/api/v1${base}` };
}

/**
 * Sends a page. Its brand colours are a `<style>` of its own, allowed by its hash in this
 * answer's policy (helmet's, with one source more): no 'unsafe-inline'.
 */
export function sendPage(
  reply: FastifyReply,
  input: {
    status: number;
    locale: Locale;
    title: string;
    body: string;
    brand: ReviewPageBrand;
    assets: ReviewPageAssets;
  },
): FastifyReply {
  const style = brandStyle(input.brand);
  const policy = reply.getHeader('content-security-policy');
  if (style && typeof policy === 'string') {
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    void reply.header('content-security-policy', policy.replace(/(^|;)\s*style-src /, `$1style-src ${hash} `));
  }
  const html = reviewDocument({
    lang: input.locale,
    title: input.title,
    body: input.body,
    assets: input.assets,
    ...(style ? { inlineStyle: style } : {}),
  });
  return reply
    .code(input.status)
    .header('cache-control', 'no-store')
    .header('content-language', input.locale)
    .type('text/html; charset=utf-8')
    .send(html);
}

export { linkProblemBody, reviewFormBody, thankYouBody };

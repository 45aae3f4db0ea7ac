import { createHash } from 'node:crypto';
import { localeFromAcceptLanguage } from '@starcrew/contract';
import type { Locale } from '@starcrew/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SANDBOX_IDENTITIES, SANDBOX_LOCATIONS } from './sandbox/sandboxCatalog.ts';
import { SANDBOX_CONSENT_PATH } from './sandboxBusinessProfile.ts';

/*
 * The sandbox's stand-in for Google's consent screen. The sandbox provider's
 * `authorizationUrl` points here; the person picks one of two accounts and is sent back to
 * `redirect_uri` with `code` and `state`, exactly as Google would (or `error=access_denied`
 * on cancel). Plain HTML with real buttons and no script, under a policy of its own.
 * Its strings live here rather than in the i18n catalogues: a development page, in two languages.
 */

const TEXT = {
  en: {
    title: 'Choose an account – Starcrew sandbox',
    heading: 'Choose an account',
    intro:
      'to continue to Starcrew. This is the sandbox stand-in for Google’s consent screen: no Google account is used and nothing leaves this server.',
    ownerName: 'Maison Dorée Boulangeries',
    ownerDetail: `manages ${SANDBOX_LOCATIONS.length} bakeries`,
    noAccessName: 'Account without a business profile',
    noAccessDetail: 'shows the failed-connection screen',
    permission: 'Starcrew will be able to see and manage your business profiles and their reviews.',
    cancel: 'Cancel',
    invalid: 'This sign-in link is incomplete or points outside this site.',
  },
  fr: {
    title: 'Choisir un compte – Bac à sable Starcrew',
    heading: 'Choisissez un compte',
    intro:
      'pour continuer vers Starcrew. Ceci est le bac à sable de l’écran de consentement Google : aucun compte Google n’est utilisé et rien ne quitte ce serveur.',
    ownerName: 'Maison Dorée Boulangeries',
    ownerDetail: `gère ${SANDBOX_LOCATIONS.length} boulangeries`,
    noAccessName: 'Compte sans fiche d’établissement',
    noAccessDetail: 'affiche l’écran d’échec de connexion',
    permission: 'Starcrew pourra consulter et gérer vos fiches d’établissement et leurs avis.',
    cancel: 'Annuler',
    invalid: 'Ce lien de connexion est incomplet ou pointe hors de ce site.',
  },
} satisfies Record<Locale, Record<string, string>>;

export interface SandboxConsentOptions {
  /** Where to serve the page; must match the sandbox provider's `consentPath`. */
  path?: string;
}

/** Registers GET {path}; use as `app.register(registerSandboxConsentRoutes)` or call directly. */
export async function registerSandboxConsentRoutes(
  app: FastifyInstance,
  options: SandboxConsentOptions = {},
): Promise<void> {
  // Public (plugins/auth.ts): the browser arrives here from the console, as it would at Google.
  app.get(options.path ?? SANDBOX_CONSENT_PATH, { config: { public: true } }, async (request, reply) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const t = TEXT[locale];
    const query = request.query as Record<string, unknown>;
    const state = typeof query.state === 'string' ? query.state : '';
    const target = typeof query.redirect_uri === 'string' ? sameSiteTarget(query.redirect_uri, request) : null;
    void reply
      .header('cache-control', 'no-store')
      .header('content-language', locale)
      .header('content-security-policy', SANDBOX_CONSENT_CSP)
      .type('text/html; charset=utf-8');
    if (!state || !target) {
      return reply
        .code(400)
        .send(page(locale, t.title, `<h1>${escape(t.heading)}</h1><p role="alert">${escape(t.invalid)}</p>`));
    }
    // A GET form replaces the action's query: carry the callback's own parameters as fields.
    const hidden = [...target.params, ['state', state]]
      .map(([name, value]) => `<input type="hidden" name="${escape(name!)}" value="${escape(value!)}">`)
      .join('');
    const account = (code: string, name: string, email: string, detail: string, id: string) =>
      `<li><button type="submit" name="code" value="${code}" aria-describedby="${id}"><span class="name">${escape(name)}</span>` +
      `<span class="detail" id="${id}">${escape(email)} · ${escape(detail)}</span></button></li>`;
    const body =
      `<h1>${escape(t.heading)}</h1><p>${escape(t.intro)}</p>` +
      `<form method="get" action="${escape(target.action)}">${hidden}<ul>` +
      account(
        SANDBOX_IDENTITIES.owner.code,
        t.ownerName,
        SANDBOX_IDENTITIES.owner.email,
        t.ownerDetail,
        'owner-detail',
      ) +
      account(
        SANDBOX_IDENTITIES.noAccess.code,
        t.noAccessName,
        SANDBOX_IDENTITIES.noAccess.email,
        t.noAccessDetail,
        'no-access-detail',
      ) +
      `</ul><p class="note">${escape(t.permission)}</p>` +
      `<button type="submit" name="error" value="access_denied" class="cancel">${escape(t.cancel)}</button></form>`;
    return reply.send(page(locale, t.title, body));
  });
}

/**
 * Only a path on this site, or an absolute URL on this host: anything else would turn the
 * page into an open redirect that hands a code to a stranger.
 */
function sameSiteTarget(raw: string, request: FastifyRequest): { action: string; params: string[][] } | null {
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    const url = new URL(raw, 'http://same-site.invalid');
    return { action: url.pathname, params: [...url.searchParams] };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== request.headers.host) return null;
  return { action: `${url.origin}${url.pathname}`, params: [...url.searchParams] };
}

/** The page's one stylesheet, inline so the page stands alone, allowed by its hash. */
const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f1f1f;background:#f4f4f6}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.5rem;margin:0 0 .25rem}ul{list-style:none;padding:0;margin:1.5rem 0}li+li{margin-top:.75rem}
button{font:inherit;cursor:pointer;border-radius:8px}
li button{display:block;width:100%;text-align:left;padding:.75rem 1rem;background:#fff;border:1px solid #8a8a8a}
li button:hover{background:#f0f4ff}button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.name{display:block;font-weight:600}.detail{display:block;color:#4a4a4a;font-size:.875rem}
.note{color:#4a4a4a;font-size:.875rem}.cancel{padding:.5rem 1rem;background:none;border:1px solid #8a8a8a}
`;

/**
 * The page's own policy, in place of the apps' (whose style-src 'self' blocked this page's
 * style): nothing loads but its stylesheet, and its form goes back to this site only.
 */
export const SANDBOX_CONSENT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

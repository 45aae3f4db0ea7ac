import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Third-party scripts the console loads, each only when its integration is configured. */
export interface ThirdPartyScripts {
  /** Google Identity Services (the sign-in button), with GOOGLE_CLIENT_ID. */
  googleSignIn?: boolean;
  /** Stripe.js and its card frames, with STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY. */
  stripe?: boolean;
}

/**
 * Hosts of Google Identity Services (developers.google.com/identity/gsi/web/guides/get-google-api-clientid,
 * "Content Security Policy") and of Stripe.js (docs.stripe.com/security/guide, "Content Security
 * Policy"): the script, its frames, its calls, and for Google its stylesheet.
 */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The one inline stylesheet the apps allow, by its hash: react-aria's `usePress` adds
 * `<style id="react-aria-pressable-style">` (touch-action on pressable elements, so a tap on a
 * phone is not held back as a possible double-tap zoom). Its text is fixed per react-aria
 * version; e2e/tests/fixtures.ts fails any page that meets a CSP violation, so an upgrade that
 * changes the text shows there with the new hash in the message.
 */
export const INLINE_STYLE_HASHES = ["'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"];

/** The directives that name third-party hosts; with none configured, everything stays 'self'. */
export function thirdPartySources(scripts: ThirdPartyScripts) {
  const google = scripts.googleSignIn ? [GOOGLE_GSI] : [];
  const stripe = scripts.stripe ? STRIPE : { script: [], frame: [], connect: [] };
  return {
    script: [...google, ...stripe.script],
    style: google,
    frame: [...google, ...stripe.frame],
    connect: [...google, ...stripe.connect],
  };
}

/**
 * Security headers for the API and the built apps. The apps load only their own scripts and
 * stylesheets (vanilla-extract emits CSS files), so 'self' suffices, plus one inline style
 * by its hash (INLINE_STYLE_HASHES) and the hosts of the
 * integrations that are configured; images may also come from data:/blob: URLs (QR codes)
 * and https: (profile pictures from the sign-in provider).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; scripts?: ThirdPartyScripts },
): Promise<void> {
  const hosts = thirdPartySources(options.scripts ?? {});
  const headers = await helmetHeaders({
    global: true,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...hosts.script],
        'style-src': ["'self'", ...INLINE_STYLE_HASHES, ...hosts.style],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...hosts.connect],
        'frame-src': ["'self'", ...hosts.frame],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
        // Over plain HTTP (development, a LAN address) upgrading would break every asset.
        'upgrade-insecure-requests': options.production ? [] : null,
      },
    },
    hsts: options.production ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  // Set where @fastify/helmet set them (onRequest), so errors and 404s carry them too; a
  // route may still replace one (Swagger UI's pages and the sandbox consent page send their
  // own policy).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Headers Fastify sends on its own, which are not helmet's. */
const FASTIFY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends with these options, computed once. The options hold no function
 * (no nonce), so every answer gets the same headers; @fastify/helmet would build helmet's
 * middleware again on every request, parsing the policy each time: 12% of the CPU of a request
 * to the liveness route in a profile (bench/README.md, "Request overhead").
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !FASTIFY_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

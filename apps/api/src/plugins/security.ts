import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the built apps. The apps load only their own scripts and
 * stylesheets (vanilla-extract emits CSS files), so 'self' suffices; images may also come
 * from data:/blob: URLs (QR codes) and https: (profile pictures from the sign-in provider).
 * Later integrations (Google sign-in, Stripe) add their hosts here.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
        // Over plain HTTP (development, a LAN address) upgrading would break every asset.
        'upgrade-insecure-requests': options.production ? [] : null,
      },
    },
    hsts: options.production ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, type ThirdPartyScripts } from './security.ts';

async function policyWith(scripts?: ThirdPartyScripts): Promise<Map<string, string>> {
  const app = Fastify();
  await registerSecurityHeaders(app, { production: true, scripts });
  app.get('/', async () => 'ok');
  const header = String((await app.inject({ url: '/' })).headers['content-security-policy']);
  await app.close();
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe('content security policy', () => {
  it('should allow no third-party host when no integration is configured', async () => {
    const policy = await policyWith();
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('frame-src')).toBe("'self'");
    // No 'unsafe-inline' and no 'unsafe-eval': react-aria's one stylesheet is allowed by its hash.
    expect(policy.get('style-src')).toBe("'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
  });

  it("should let Google's sign-in button load its script, frame and stylesheet", async () => {
    const policy = await policyWith({ googleSignIn: true });
    for (const directive of ['script-src', 'style-src', 'frame-src', 'connect-src']) {
      expect(policy.get(directive)).toContain('https://accounts.google.com/gsi/');
    }
    expect(policy.get('script-src')).not.toContain('stripe');
  });

  it('should let Stripe.js load, frame its card fields and call its API', async () => {
    const policy = await policyWith({ stripe: true });
    expect(policy.get('script-src')).toContain('https://js.stripe.com');
    expect(policy.get('frame-src')).toContain('https://hooks.stripe.com');
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
    expect(policy.get('script-src')).not.toContain('google');
  });
});

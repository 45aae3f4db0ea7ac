import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { registerSandboxConsentRoutes } from './sandboxConsent.routes.ts';

let app: FastifyInstance;

beforeEach(async () => {
  app = Fastify();
  await app.register(registerSandboxConsentRoutes);
});

afterEach(async () => {
  await app.close();
});

function consent(query: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/sandbox/google/consent?${query}`,
    headers: { host: 'localhost:8080', ...headers },
  });
}

describe('registerSandboxConsentRoutes', () => {
  it('should allow exactly its own stylesheet and no script in its content security policy', async () => {
    const response = await consent('state=s&redirect_uri=%2Fcb');
    const css = /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(css).digest('base64');
    const policy = String(response.headers['content-security-policy']);
    expect(css).toContain('body{');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
  });

  it('should offer both sandbox accounts as buttons that return code and state to the callback', async () => {
    const response = await consent('state=s1&redirect_uri=%2Fapi%2Fv1%2Fgoogle%2Fcallback%3Fnext%3Dselect', {
      'accept-language': 'en-GB,en;q=0.9',
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<form method="get" action="/api/v1/google/callback">');
    expect(html).toContain('<input type="hidden" name="next" value="select">');
    expect(html).toContain('<input type="hidden" name="state" value="s1">');
    expect(html).toContain('<button type="submit" name="code" value="sandbox-owner"');
    expect(html).toContain('<button type="submit" name="code" value="sandbox-no-access"');
    expect(html).toContain('name="error" value="access_denied"');
  });

  it("should speak French when the browser prefers it, and the server's fallback otherwise", async () => {
    const preferred = await consent('state=s&redirect_uri=%2Fcb', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    const unspecified = await consent('state=s&redirect_uri=%2Fcb');

    expect(preferred.body).toContain('<html lang="fr">');
    expect(preferred.body).toContain('Choisissez un compte');
    // Same choice as every other response of the server (contract's localeFromAcceptLanguage).
    expect(unspecified.headers['content-language']).toBe('en');
  });

  it('should accept an absolute callback on this host', async () => {
    const response = await consent(
      `state=s&redirect_uri=${encodeURIComponent('http://localhost:8080/api/v1/google/callback')}`,
    );

    expect(response.body).toContain('action="http://localhost:8080/api/v1/google/callback"');
  });

  it('should refuse to send a code to another site', async () => {
    for (const target of ['https://evil.example/cb', '//evil.example/cb', 'javascript:alert(1)']) {
      const response = await consent(`state=s&redirect_uri=${encodeURIComponent(target)}`, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('sandbox-owner');
    }
  });

  it('should escape what it echoes', async () => {
    const response = await consent(`state=${encodeURIComponent('"><script>x</script>')}&redirect_uri=%2Fcb`);

    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('value="&#34;&#62;&#60;script&#62;x&#60;/script&#62;"');
  });
});

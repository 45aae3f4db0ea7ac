import { test as base, expect } from '@playwright/test';
import { serverURL } from '../servers.ts';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/**
 * Every spec's `test`: Playwright's, on its worker's own server, plus a guard that fails the test when any page it opened
 * met a content security policy violation. The browser only logs what the policy blocks (a
 * stylesheet, a script, an eval probe) and the page goes on, often a little broken; here it
 * fails, and the message names the directive, the source and, for inline code, its hash.
 */
export const test = base.extend<{ contentSecurityGuard: void }>({
  // Each worker talks to its own server (../servers.ts): pages, `request` and links alike.
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverURL(testInfo.parallelIndex));
  },
  contentSecurityGuard: [
    async ({ page }, use) => {
      const violations: Violation[] = [];
      const hashes: string[] = [];
      await page.exposeBinding('__starcrewCspViolation', (_source, violation: Violation) => {
        violations.push(violation);
      });
      // The console message is the one place that gives the hash an inline block would need.
      page.on('console', (message) => {
        // "…a hash ('sha256-…')…": the blocked block's own hash, not one the policy names.
        const hash = /a hash \('(sha256-[^']+)'\)/.exec(message.text());
        if (message.type() === 'error' && hash?.[1]) hashes.push(`'${hash[1]}'`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __starcrewCspViolation: (v: Violation) => Promise<void> })
            .__starcrewCspViolation;
          void report({
            directive: event.effectiveDirective,
            blocked: event.blockedURI || 'inline',
            source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
            page: window.location.pathname,
          });
        });
      });
      await use();
      expect(violations, `content security policy violations (inline hashes: ${hashes.join(' ') || 'none'})`).toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

export { expect };

import { afterEach, describe, expect, it } from 'vitest';
import { isNewBuildServed } from './buildCheck.ts';

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;

function running(entry: string) {
  const script = document.createElement('script');
  script.type = 'module';
  script.setAttribute('src', entry);
  document.head.append(script);
}

afterEach(() => document.head.replaceChildren());

describe('isNewBuildServed', () => {
  it('should tell a page that names another entry script: a deploy replaced the build', async () => {
    running('/assets/index-old.js');
    await expect(isNewBuildServed(async () => new Response(page('/assets/index-new.js')))).resolves.toBe(true);
  });

  it('should not when the server serves the same build', async () => {
    running('/assets/index-old.js');
    await expect(isNewBuildServed(async () => new Response(page('/assets/index-old.js')))).resolves.toBe(false);
  });

  it('should not when the server cannot be asked or answers an error', async () => {
    running('/assets/index-old.js');
    await expect(isNewBuildServed(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBe(false);
    await expect(isNewBuildServed(async () => new Response('', { status: 502 }))).resolves.toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

/** The spec's phone width, for stories tagged by `mobileStory`. */
const mobile = { width: 390, height: 844 };

for (const entry of entries) {
  test(`${entry.title} / ${entry.name}`, async ({ page }) => {
    if (entry.tags?.includes('viewport:mobile')) await page.setViewportSize(mobile);
    await page.goto(`/iframe.html?id=${entry.id}&viewMode=story`);
    // Wait until the story rendered and its play function ran (Storybook's render phase).
    await page.waitForFunction(() => {
      const phase = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
        ?.currentRender?.phase;
      if (phase === 'errored') throw new Error('The story failed to render');
      return phase === 'completed' || phase === 'finished';
    });
    await page.evaluate(() => document.fonts.ready);
    await page.addStyleTag({
      content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
    });
    await expect(page).toHaveScreenshot(`${entry.id}.png`, { fullPage: true });
  });
}

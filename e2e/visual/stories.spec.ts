import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexFile = fileURLToPath(
  new URL(`../../${process.env.STORYBOOK_DIR ?? 'storybook-static'}/index.json`, import.meta.url),
);
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      phase?: string;
      story?: {
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
      };
    };
  };
}

/** Opens a story and waits until it rendered and its play function ran. */
async function openStory(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await page.waitForFunction(() => {
    const phase = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    if (phase === 'errored') throw new Error('The story failed to render');
    return phase === 'completed' || phase === 'finished';
  });
}

/** The size of the viewport a story asks for with `globals.viewport`, as Storybook's toolbar would. */
function storyViewport(page: Page) {
  return page.evaluate(() => {
    const story = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
    const value = story?.storyGlobals?.viewport?.value;
    const styles = value ? story?.parameters?.viewport?.options?.[value]?.styles : undefined;
    return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : null;
  });
}

for (const entry of entries) {
  test(`${entry.title} / ${entry.name}`, async ({ page }) => {
    await openStory(page, entry.id);
    const viewport = await storyViewport(page);
    if (viewport) {
      // Render again at the story's own width, so its layout and play function see it.
      await page.setViewportSize(viewport);
      await openStory(page, entry.id);
    }
    await page.evaluate(() => document.fonts.ready);
    await page.addStyleTag({
      content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
    });
    await expect(page).toHaveScreenshot(`${entry.id}.png`, { fullPage: true });
  });
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = fileURLToPath(
  new URL(`../../${process.env.STORYBOOK_DIR ?? 'storybook-static'}/index.json`, import.meta.url),
);
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
)
  .filter((entry) => entry.type === 'story' && !entry.tags?.includes('skip-visual'))
  // Phone-sized stories last: a worker reloads the preview when the viewport changes, so
  // grouping them turns a reload per phone story into one per worker.
  .sort((a, b) => Number(isPhoneStory(a)) - Number(isPhoneStory(b)));

/** Stories named for a phone (`mobileStory`); any other that asks for a phone still works, with a reload. */
function isPhoneStory(entry: IndexEntry): boolean {
  return /mobile/i.test(entry.name);
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: {
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
      };
    };
  };
}

const baseURL = `http://127.0.0.1:${process.env.VISUAL_PORT ?? 6007}`;
const defaultViewport = { width: 1024, height: 720 };

/**
 * One preview page per worker, switched from story to story through Storybook's channel as
 * its own UI does: booting the preview for every story took most of the run's time.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: defaultViewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${baseURL}/iframe.html?id=${entries[0]?.id ?? ''}&viewMode=story`);
      await waitForRender(page, entries[0]?.id ?? '');
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Waits until the story rendered and its play function ran. */
function waitForRender(page: Page, id: string) {
  return page.waitForFunction((storyId) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    if (render?.id !== storyId) return false;
    if (render.phase === 'errored') throw new Error(`The story ${storyId} failed to render`);
    return render.phase === 'completed' || render.phase === 'finished';
  }, id);
}

async function showStory(page: Page, id: string) {
  await page.evaluate((storyId) => {
    (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await waitForRender(page, id);
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

const freezeMotion =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

for (const entry of entries) {
  test(`${entry.title} / ${entry.name}`, async ({ preview: page }) => {
    await showStory(page, entry.id);
    const viewport = await storyViewport(page);
    const size = viewport ?? defaultViewport;
    const current = page.viewportSize();
    if (current?.width !== size.width || current?.height !== size.height) {
      // Render again at the story's own width, so its layout and play function see it.
      await page.setViewportSize(size);
      await page.goto(`${baseURL}/iframe.html?id=${entry.id}&viewMode=story`);
      await waitForRender(page, entry.id);
    }
    await page.evaluate(() => document.fonts.ready);
    await page.addStyleTag({ content: freezeMotion });
    // A play that clicked low on the page left it scrolled, and a full-page picture draws the
    // fixed bars and dialogs at that offset: from the top, every run takes the same picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveScreenshot(`${entry.id}.png`, { fullPage: true });
  });
}

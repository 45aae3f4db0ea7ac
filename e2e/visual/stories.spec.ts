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

/**
 * Whether the previous story left a tooltip open: react-aria then keeps "a tooltip was just
 * shown" for the whole preview page, and the next story's tooltip opens at once on a hover
 * ("IconButton / Pending" showed "Delete seller" after "Tooltip on hover"). The next story
 * gets a fresh preview. The browser's pointer is not moved away instead: no play function
 * moves it (user-event's pointer is simulated), and a real move would set react-aria's
 * input modality to pointer for the next story, hiding its focus rings ("Select / Open").
 */
function tooltipLeftOpen(page: Page) {
  return page.evaluate(() => document.querySelector('[role="tooltip"]') !== null);
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

/**
 * Stories allowed to be wider than their viewport (story id: the element and why it is left).
 * Every other story must fit its width: a page wider than the phone scrolls sideways. Keep it
 * short; a story listed here that fits again fails, so that it leaves the list.
 */
const allowedToOverflow = new Map<string, string>([]);

/**
 * The element furthest past the viewport's right edge, among those that widen the page (not
 * inside a box that scrolls or clips its own content, not fixed): `<table class="…"> "Note
 * moyenne…" ends at 542 px`. The first in the page's order of those ending furthest, so the
 * box that overflows is named rather than its last child.
 */
function widestOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const contained = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.position === 'fixed') return true;
        if (style.overflowX !== 'visible' && box.getBoundingClientRect().right <= width) return true;
      }
      return getComputedStyle(element).position === 'fixed';
    };
    let widest: { element: Element; right: number } | null = null;
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right;
      if (right > width && right > (widest?.right ?? 0) && !contained(element)) widest = { element, right };
    }
    if (!widest) return 'no element found past the right edge';
    const { element, right } = widest;
    const className = element.getAttribute('class');
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLElement ? element.innerText : element.textContent)?.trim().replace(/\s+/g, ' ');
    const tag = `<${element.tagName.toLowerCase()}${className ? ` class="${className}"` : ''}>`;
    return `${tag}${label ? ` "${label.slice(0, 40)}${label.length > 40 ? '…' : ''}"` : ''} ends at ${Math.round(right)} px`;
  });
}

/** The page is no wider than the viewport: on a phone it would scroll sideways. */
async function expectNoSidewaysScroll(page: Page, id: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const allowed = allowedToOverflow.get(id);
  if (allowed) {
    expect(scrollWidth, `${id} fits its ${innerWidth} px now: take it off allowedToOverflow`).toBeGreaterThan(
      innerWidth,
    );
    return;
  }
  const widest = scrollWidth > innerWidth ? await widestOverflow(page) : '';
  expect(scrollWidth, `${id} is ${scrollWidth} px wide at ${innerWidth} px: ${widest}`).toBeLessThanOrEqual(innerWidth);
}

const freezeMotion =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

for (const entry of entries) {
  test(`${entry.title} / ${entry.name}`, async ({ preview: page }) => {
    if (await tooltipLeftOpen(page)) {
      await page.goto(`${baseURL}/iframe.html?id=${entry.id}&viewMode=story`);
      await waitForRender(page, entry.id);
    } else {
      await showStory(page, entry.id);
    }
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
    await expectNoSidewaysScroll(page, entry.id);
    await expect(page).toHaveScreenshot(`${entry.id}.png`, { fullPage: true });
  });
}

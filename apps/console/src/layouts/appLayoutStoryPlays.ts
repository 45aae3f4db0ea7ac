/*
 * Checks shared by the layout stories (outside the `.stories.tsx` file, whose exports all
 * become stories): the sidebar's items per role, spec section 2.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

export const sidebarItems = {
  owner: ['Dashboard', 'My Networks', 'My Campaigns', 'Rewards', 'My Managers', 'Sellers', 'Reviews', 'Competitors'],
  manager: ['Dashboard', 'My Networks', 'My Campaigns', 'Sellers', 'Rewards', 'Reviews', 'Tools', 'Competitors'],
  seller: ['Dashboard', 'My Campaigns', 'My Reviews', 'Tools'],
} as const;

/** Waits for the shell, then reads the link names of its navigation landmark. */
export async function navLinkNames(canvasElement: HTMLElement): Promise<string[]> {
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole(
    'navigation',
    { name: /Main navigation|Navigation principale/ },
    { timeout: 5000 },
  );
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** Opens the phone's More panel with the keyboard and returns it. */
export async function openMore(canvasElement: HTMLElement, name: string | RegExp = 'More') {
  const canvas = within(canvasElement);
  const more = await canvas.findByRole('button', { name }, { timeout: 5000 });
  more.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(within(dialog).getAllByRole('button').at(-1)).toBeVisible());
  return dialog;
}

/**
 * The phone's top bar: no language selector (it is in More), and the location selector, given
 * the room, shows the location on one line.
 */
export async function expectPhoneTopBar(canvasElement: HTMLElement) {
  const banner = await within(canvasElement).findByRole('banner', {}, { timeout: 5000 });
  await expect(within(banner).queryByRole('combobox', { name: /^(Language|Langue)$/ })).toBeNull();
  const location = await within(banner).findByRole('button', { name: /Maison Dorée/ }, { timeout: 5000 });
  await expect(location.getBoundingClientRect().height).toBeLessThan(48);
}

/**
 * No word of the phone's bottom bar is cut across two lines ("Récompens/es" at 390 px in
 * French, issue 19): each word of each label lies on one line box.
 */
export async function expectWholeWordsInBottomBar(canvasElement: HTMLElement) {
  const bars = await within(canvasElement).findAllByRole('navigation', {
    name: /Main navigation|Navigation principale/,
  });
  const bar = bars.find(
    (nav) => nav.tagName === 'NAV' && nav.getBoundingClientRect().height > 0 && nav.querySelector('ul'),
  )!;
  const labels = [...bar.querySelectorAll('a span:last-child, button span:last-child')];
  await expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    const text = label.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) continue;
    const content = text.textContent ?? '';
    let start = 0;
    for (const word of content.split(' ')) {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      start += word.length + 1;
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      await expect({ word, lines: tops.size }).toEqual({ word, lines: 1 });
    }
  }
}

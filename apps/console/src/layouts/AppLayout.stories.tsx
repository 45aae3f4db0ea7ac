import { isLocale } from '@starcrew/i18n';
import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory } from '../testing/ConsoleStory.tsx';
import { managerSession, ownerSession, sellerSession } from '../testing/fixtures.ts';
import { storeSession } from '../testing/storeSession.ts';
import {
  expectPhoneTopBar,
  expectWholeWordsInBottomBar,
  navLinkNames,
  openMore,
  sidebarItems,
} from './appLayoutStoryPlays.ts';

const storyLocation = {
  id: '00000000-0000-4000-9000-000000000001',
  title: 'Maison Dorée – Paris Oberkampf',
  name: 'Maison Dorée – Paris Oberkampf',
  address: null,
  average_rating: 4.5,
  total_reviews: 10,
  license_status: 'active' as const,
  review_url: null,
};

/** The signed-in frame of each role inside the real console (router, guard, layouts). */
const meta = {
  title: 'Console/Layouts/AppLayout',
  component: ConsoleStory,
  args: { path: '/manager/dashboard', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: ({ msw }) => {
    localStorage.clear();
    storeSession(ownerSession);
    // The top bar's location selector loads the active locations: one, the same every run.
    msw.use(
      http.get('/api/v1/active-locations', () => HttpResponse.json({ data: [storyLocation] })),
      http.post('/api/v1/access-location', () => HttpResponse.json({ data: storyLocation })),
      // The frame is the subject: the dashboard inside keeps its placeholders, the same every run.
      http.get('/api/v1/manager/dashboard', () => delay('infinite')),
      http.get('/api/v1/seller/dashboard', () => delay('infinite')),
    );
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const collapse = async (canvasElement: HTMLElement) => {
  const button = await within(canvasElement).findByRole('button', { name: 'Collapse sidebar' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await expect(await within(canvasElement).findByRole('button', { name: 'Expand sidebar' })).toBeVisible();
};

/** Super manager: the owner's sidebar, the current page marked. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expect(await navLinkNames(canvasElement)).toEqual([...sidebarItems.owner]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Camille Laurent' })).toBeVisible();
    await expect(within(canvas.getByRole('banner')).getByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};

export const OwnerCollapsed: Story = { play: async ({ canvasElement }) => collapse(canvasElement) };

/**
 * The desktop sidebar's More (spec section 2): a menu of what the role's list leaves out,
 * plans and billing and My account for the owner (docs: layouts/DECISIONS.md).
 */
export const OwnerMore: Story = {
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
    const more = within(nav).getByRole('button', { name: 'More' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    await expect(items).toEqual([
      ['Plans and billing', '/manager/plans-billings'],
      ['My account', '/settings'],
    ]);
  },
};

/** A manager does not pay: More holds My account only. */
export const ManagerMore: Story = {
  beforeEach: () => {
    localStorage.clear();
    storeSession(managerSession);
  },
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
    await userEvent.click(within(nav).getByRole('button', { name: 'More' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My account']);
  },
};

/**
 * On phones My Networks is left out; More holds the rest, the language and Sign Out. The top
 * bar keeps the location selector (on one line) and the profile menu.
 */
export const OwnerMobileMore: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await expect(await navLinkNames(canvasElement)).toEqual(['Dashboard', 'My Campaigns', 'Rewards', 'My Managers']);
    await expectPhoneTopBar(canvasElement);
    const dialog = await openMore(canvasElement);
    const names = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(['Sellers', 'Reviews', 'Competitors', 'Plans and billing', 'My account']);
    await expect(within(dialog).getByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};

export const OwnerFrench: Story = { globals: { locale: 'fr' } };

/** French at 390 px: the bottom bar's labels fit without a word cut in two. */
export const OwnerFrenchMobile: Story = {
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async ({ canvasElement }) => expectWholeWordsInBottomBar(canvasElement),
};

/** The manager's bar holds the longest French labels (Mes réseaux, Mes campagnes, Vendeurs). */
export const ManagerFrenchMobile: Story = {
  beforeEach: () => {
    localStorage.clear();
    storeSession(managerSession);
  },
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async ({ canvasElement }) => expectWholeWordsInBottomBar(canvasElement),
};

export const Manager: Story = {
  beforeEach: () => {
    localStorage.clear();
    storeSession(managerSession);
  },
  play: async ({ canvasElement }) => {
    await expect(await navLinkNames(canvasElement)).toEqual([...sidebarItems.manager]);
  },
};

export const ManagerCollapsed: Story = { ...Manager, play: async ({ canvasElement }) => collapse(canvasElement) };

export const ManagerMobileMore: Story = {
  ...Manager,
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await expect(await navLinkNames(canvasElement)).toEqual(['Dashboard', 'My Networks', 'My Campaigns', 'Sellers']);
    await openMore(canvasElement);
  },
};

export const ManagerFrench: Story = { ...Manager, play: undefined, globals: { locale: 'fr' } };

export const Seller: Story = {
  args: { path: '/seller/dashboard' },
  beforeEach: () => {
    localStorage.clear();
    storeSession(sellerSession);
  },
  play: async ({ canvasElement }) => {
    await expect(await navLinkNames(canvasElement)).toEqual([...sidebarItems.seller]);
  },
};

export const SellerCollapsed: Story = { ...Seller, play: async ({ canvasElement }) => collapse(canvasElement) };

/** The seller's profile menu adds Collection tools. */
export const SellerProfileMenu: Story = {
  ...Seller,
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Léa Moreau' }, { timeout: 5000 });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual(['Collection tools', 'My account', 'Sign out']);
  },
};

export const SellerMobileMore: Story = {
  ...Seller,
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await expect(await navLinkNames(canvasElement)).toEqual([...sidebarItems.seller]);
    await openMore(canvasElement);
  },
};

export const SellerFrenchMobileMore: Story = {
  ...Seller,
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expectPhoneTopBar(canvasElement);
    // Either name: the story runner may fall back to English when the French catalogue fails to load.
    const dialog = await openMore(canvasElement, /^(Plus|More)$/);
    await expect(within(dialog).getByRole('combobox', { name: /^(Langue|Language)$/ })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  desktopStory,
  frenchLabels,
  SampleLogo,
  sampleNavigation,
  signOutIcon,
  StoryRouter,
} from '../../docs/shellStoryHelpers.tsx';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Option } from '../ListBox/Option.tsx';
import { MenuItem } from '../Menu/Menu.tsx';
import { menuModuleForTests } from '../Menu/menuModule.ts';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu.tsx';
import { Select } from '../Select/Select.tsx';
import { Text } from '../Text/Text.tsx';
import { AppShell } from './AppShell.tsx';

const navigate = fn();

const locations = [{ id: 'oberkampf', name: 'Maison Dorée – Paris Oberkampf' }];
const languages = [
  { id: 'en', name: 'English' },
  { id: 'fr', name: 'Français' },
];

/** What the console puts in the top bar: location, language, profile. */
const topBar = {
  topBarStart: (
    <Select aria-label="Location" items={locations} defaultSelectedKey="oberkampf">
      {(item) => <Option id={item.id}>{item.name}</Option>}
    </Select>
  ),
  topBarSettings: (
    <Select aria-label="Language" items={languages} defaultSelectedKey="en">
      {(item) => <Option id={item.id}>{item.name}</Option>}
    </Select>
  ),
  topBarEnd: (
    <ProfileMenu name="Camille Laurent">
      <MenuItem id="account" href="/settings">
        My account
      </MenuItem>
    </ProfileMenu>
  ),
};

/** The language selector's button, wherever it is. */
const language = (scope: HTMLElement) => within(scope).queryByRole('button', { name: /Language/ });

const meta = {
  title: 'UI/Layout/AppShell',
  component: AppShell,
  args: {
    logo: <SampleLogo />,
    logoCompact: <SampleLogo compact />,
    logoHref: '/manager/dashboard',
    logoLabel: 'Starcrew home',
    navigation: sampleNavigation(),
    currentHref: '/manager/campaigns/12',
    footerAction: { label: 'Sign Out', icon: signOutIcon, onAction: fn() },
    ...topBar,
    topBarSettingsLabel: 'Language',
    children: (
      <>
        <Heading level={1}>My Campaigns</Heading>
        <Text>The page goes here.</Text>
      </>
    ),
  },
  decorators: [(Story) => <StoryRouter navigate={navigate}>{Story()}</StoryRouter>],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    navigate.mockClear();
    // As on a fresh page: the menus' module not loaded yet (stories share one page).
    menuModuleForTests.reset();
  },
  ...desktopStory,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Expanded at 1024 px and wider; the current page (and its children) is marked. The top bar
 * holds the settings (language) before the profile menu.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'My Campaigns' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await expect(language(canvas.getByRole('banner'))).toBeVisible();
  },
};

/** The first Tab stop skips to the content; the links follow, and Enter navigates client-side. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Starcrew home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'My Networks' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/manager/networks', undefined);
  },
};

/** The icon rail: labels leave the screen but still name the links. */
export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sellers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** In the rail, keyboard focus shows the item's label as a tooltip. */
export const CollapsedTooltip: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Dashboard');
  },
};

/**
 * The rail's More menu (destinations outside the role's list): nothing of the menu's code comes
 * with the page; the pointer over More loads it and a click opens the menu. Escape returns to
 * More; ArrowDown opens the menu on its first item, and Enter follows the link.
 */
export const CollapsedMoreMenu: Story = {
  // Interaction only: its last frame is Collapsed's.
  tags: ['skip-visual'],
  args: {
    defaultCollapsed: true,
    moreItems: [
      { id: 'account', label: 'My account', icon: signOutIcon, href: '/settings' },
      { id: 'billing', label: 'Plans and billings', icon: signOutIcon, href: '/billing' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const more = within(canvas.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', {
      name: 'More',
    });
    await expect(more).toHaveAttribute('aria-haspopup', 'true');
    await expect(menuModuleForTests.loads).toBe(0);
    await userEvent.hover(more);
    await waitFor(() => expect(menuModuleForTests.loads).toBe(1));
    await userEvent.click(more);
    const menu = await body.findByRole('menu', { name: 'More' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My account', 'Plans and billings']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const again = await body.findByRole('menu', { name: 'More' });
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'My account' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/billing', undefined);
  },
};

/** The fold button works from the keyboard and reports the choice. */
export const CollapseWithKeyboard: Story = {
  args: { onCollapsedChange: fn() },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Sign Out' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus());
  },
};

/** Sign Out sits at the bottom of the sidebar. */
export const SignOut: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Sign Out' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.footerAction?.onAction).toHaveBeenCalledTimes(1);
  },
};

/**
 * At 500 px and narrower: a bottom bar with the first items (My Networks left out) and More.
 * The top bar leaves the language to More, so the location selector keeps to one line.
 */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'My Campaigns', 'Sellers', 'Rewards']);
    await expect(within(nav).getByRole('button', { name: 'More' })).toBeVisible();
    const banner = canvas.getByRole('banner');
    await expect(language(banner)).toBeNull();
    const location = within(banner).getByRole('button', { name: /Location/ });
    await expect(location).toHaveTextContent('Maison Dorée – Paris Oberkampf');
    // One line: the select's 42 px minimum, not two lines of text.
    await expect(location.getBoundingClientRect().height).toBeLessThan(48);
  },
};

/** More opens a panel with the other items and Sign Out; choosing one closes it. */
export const MobileMoreOpen: Story = {
  ...mobileStory,
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'More' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'More' });
    // The panel rises from the bottom: wait for it to settle before judging visibility.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: 'Reviews' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Competitors' })).toBeVisible();
    await expect(language(dialog)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

/** Long French labels wrap in the sidebar. */
export const French: Story = {
  args: {
    navigation: sampleNavigation(frenchLabels),
    logoLabel: 'Accueil Starcrew',
    footerAction: { label: 'Se déconnecter', icon: signOutIcon, onAction: fn() },
    topBarSettingsLabel: 'Langue',
  },
  globals: { ...desktopStory.globals, locale: 'fr' },
};

/** Long French labels clamp to two lines in the bottom bar. */
export const FrenchMobileMoreOpen: Story = {
  ...French,
  globals: { ...mobileStory.globals, locale: 'fr' },
  args: { ...French.args, defaultMoreOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Plus' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fermer le menu' })).toBeVisible());
    await expect(language(dialog)).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryRouter } from '../../docs/shellStoryHelpers.tsx';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { MenuItem } from '../Menu/Menu.tsx';
import { menuModuleForTests } from '../Menu/menuModule.ts';
import { ProfileMenu } from './ProfileMenu.tsx';

const navigate = fn();

/** A tiny inline photo, so the story needs no network. */
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#c7d2fe"/><circle cx="16" cy="13" r="6" fill="#4338ca"/><rect x="6" y="22" width="20" height="10" rx="5" fill="#4338ca"/></svg>',
  );

const meta = {
  title: 'UI/Layout/ProfileMenu',
  component: ProfileMenu,
  args: { name: 'Camille Laurent', onAction: fn() },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', paddingBottom: 200 }}>
      <ProfileMenu {...args}>
        <MenuItem id="tools" href="/seller/tools">
          Collection tools
        </MenuItem>
        <MenuItem id="account" href="/settings">
          My account
        </MenuItem>
        <MenuItem id="sign-out">Sign out</MenuItem>
      </ProfileMenu>
    </div>
  ),
  decorators: [(Story) => <StoryRouter navigate={navigate}>{Story()}</StoryRouter>],
  beforeEach: () => {
    navigate.mockClear();
    // As on a fresh page: the menu's module not loaded yet (stories share one page).
    menuModuleForTests.reset();
  },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials when there is no photo; the full name names the button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Camille Laurent' })).toBeVisible();
  },
};

export const WithPhoto: Story = { args: { imageSrc: photo } };

/** Enter opens the menu; choosing Sign out reports its key; a link item navigates. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Collection tools' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect((args.onAction as ReturnType<typeof fn>).mock.calls[0]?.[0]).toBe('sign-out');
  },
};

/** A link item navigates client-side. */
export const NavigatesToAccount: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Collection tools' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/settings', undefined);
  },
};

/**
 * From a fresh page, by keyboard: nothing of the menu's code came with the page; ArrowDown
 * pressed before it arrives (held back here) opens the menu on arrival, on its first item; a
 * link item navigates; Enter opens it again and Escape returns to the button.
 */
export const KeyboardFromFreshPage: Story = {
  // Interaction only: its last frame is Default's with the focus ring.
  tags: ['skip-visual'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Camille Laurent' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(menuModuleForTests.loads).toBe(0);
    const release = menuModuleForTests.hold();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    release();
    const menu = await body.findByRole('menu', { name: 'Camille Laurent' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Collection tools' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/settings', undefined);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('menu', { name: 'Camille Laurent' });
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'Collection tools' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(menuModuleForTests.loads).toBe(1);
  },
};

/** By pointer: hovering the button loads the menu's code, a click opens it, Sign out reports its key. */
export const PointerOpen: Story = {
  tags: ['skip-visual'],
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Camille Laurent' });
    await expect(menuModuleForTests.loads).toBe(0);
    await userEvent.hover(trigger);
    await waitFor(() => expect(menuModuleForTests.loads).toBe(1));
    await userEvent.click(trigger);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Camille Laurent' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect((args.onAction as ReturnType<typeof fn>).mock.calls[0]?.[0]).toBe('sign-out');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

/** A long name is cut with an ellipsis rather than pushing the top bar. */
export const LongName: Story = { args: { name: 'Marie-Joséphine de La Rochefoucauld-Montmorency' } };

/** On phones only the avatar shows; the name still names the button. */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Camille Laurent' })).toBeVisible();
  },
};

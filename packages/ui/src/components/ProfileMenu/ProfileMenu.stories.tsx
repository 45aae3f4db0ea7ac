import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryRouter } from '../../docs/shellStoryHelpers.tsx';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { MenuItem } from '../Menu/Menu.tsx';
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
  beforeEach: () => navigate.mockClear(),
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

/** A long name is cut with an ellipsis rather than pushing the top bar. */
export const LongName: Story = { args: { name: 'Marie-Joséphine de La Rochefoucauld-Montmorency' } };

/** On phones only the avatar shows; the name still names the button. */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Camille Laurent' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileStory, PlusIcon, TrashIcon } from '../../docs/storyHelpers.tsx';
import { ChevronDownGlyph, CopyGlyph, DownloadGlyph } from '../../internal/glyphs.tsx';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.tsx';
import { menuModuleForTests } from './menuModule.ts';
import { MenuTrigger } from './MenuTrigger.tsx';

const meta = {
  title: 'UI/Overlays/Menu',
  component: Menu,
  args: { onAction: fn() },
  decorators: [(Story) => <div style={{ paddingBottom: 280 }}>{Story()}</div>],
  // Each story starts as a fresh page would: without the menu's module (stories share one page).
  beforeEach: () => menuModuleForTests.reset(),
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary" icon={<ChevronDownGlyph />}>
        Actions
      </Button>
      <Menu {...args}>
        <MenuSection title="Seller">
          <MenuItem id="edit" icon={<PlusIcon />}>
            Edit details
          </MenuItem>
          <MenuItem id="copy" icon={<CopyGlyph />}>
            Copy review link
          </MenuItem>
          <MenuItem id="qr" icon={<DownloadGlyph />} href="#qr-code">
            Download QR code
          </MenuItem>
          <MenuItem id="reset" isDisabled>
            Reset password
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="delete" icon={<TrashIcon />} tone="danger">
          Delete seller
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens on the first item, arrows move (skipping the disabled one), Enter acts and closes. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Copy review link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect((args.onAction as ReturnType<typeof fn>).mock.calls[0]?.[0]).toBe('copy');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions' })).toHaveFocus());
  },
};

/** The open menu: a titled section, a link item, a disabled item, a separator, a danger item. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Seller' })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Download QR code' }).tagName).toBe('A');
    await expect(within(menu).getByRole('menuitem', { name: 'Reset password' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * Nothing of the menu's code comes with the page (its module is not even asked for); the pointer
 * reaching the trigger loads it, and a click opens the menu as before.
 */
export const LoadsOnIntent: Story = {
  // Interaction only: its last frame is Default's.
  tags: ['skip-visual'],
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(menuModuleForTests.loads).toBe(0);
    await userEvent.hover(trigger);
    await waitFor(() => expect(menuModuleForTests.loads).toBe(1));
    await userEvent.click(trigger);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy review link' }));
    await expect((args.onAction as ReturnType<typeof fn>).mock.calls[0]?.[0]).toBe('copy');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(menuModuleForTests.loads).toBe(1);
  },
};

/**
 * A key pressed before the menu's code has arrived (held back here) opens the menu when it
 * arrives, focus where react-aria puts it: Enter on the first item, ArrowUp on the last. Escape
 * returns to the trigger, its focus ring still showing.
 */
export const KeyboardBeforeModule: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const release = menuModuleForTests.hold();
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menuModuleForTests.loads).toBe(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    release();
    const menu = await body.findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Copy review link' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
    const again = await body.findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'Delete seller' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * The module arriving while the trigger has keyboard focus changes nothing one can see: the same
 * button keeps its focus and focus ring (it is not remounted), and then opens the menu.
 */
export const FocusKeptOnArrival: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas, canvasElement }) => {
    const release = menuModuleForTests.hold();
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    release();
    await waitFor(() => expect(menuModuleForTests.isLoaded).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Actions' })).toBe(trigger);
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit details' })).toHaveFocus());
  },
};

/** Escape closes without acting. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },

  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="a">Modifierlesinformationsduvendeurdel’établissementprincipal</MenuItem>
        <MenuItem id="b" tone="danger" icon={<TrashIcon />}>
          Supprimerdéfinitivementcevendeur
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth + 1);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};

/** Items with and without icons, in both tones, one disabled; shown open. */
export const Catalog: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="n">Neutral</MenuItem>
        <MenuItem id="ni" icon={<PlusIcon />}>
          Neutral with icon
        </MenuItem>
        <MenuItem id="nd" icon={<PlusIcon />} isDisabled>
          Neutral disabled
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="d" tone="danger">
          Danger
        </MenuItem>
        <MenuItem id="di" tone="danger" icon={<TrashIcon />}>
          Danger with icon
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

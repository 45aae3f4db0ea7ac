import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileStory, PlusIcon, TrashIcon } from '../../docs/storyHelpers.tsx';
import { ChevronDownGlyph, CopyGlyph, DownloadGlyph } from '../../internal/glyphs.tsx';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.tsx';

const meta = {
  title: 'UI/Overlays/Menu',
  component: Menu,
  args: { onAction: fn() },
  decorators: [(Story) => <div style={{ paddingBottom: 280 }}>{Story()}</div>],
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

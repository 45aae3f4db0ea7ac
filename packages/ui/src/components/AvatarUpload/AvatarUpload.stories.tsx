import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fakePngFile, pngFile, tinyPortrait } from '../../docs/fileStoryHelpers.ts';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { AvatarUpload } from './AvatarUpload.tsx';

const meta = {
  title: 'UI/Forms/AvatarUpload',
  component: AvatarUpload,
  args: { name: 'Claire Dubois', onFile: fn() },
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** No photo yet: the initials. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Claire Dubois' })).toHaveTextContent('CD');
  },
};

export const CurrentPhoto: Story = { args: { src: tinyPortrait } };

/** Choose a photo with the keyboard-reachable button: a preview replaces the current photo. */
export const ChoosePreview: Story = {
  args: { src: tinyPortrait },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toHaveFocus();
    await userEvent.upload(input(canvasElement), pngFile('portrait.png'));
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('img', { name: 'Preview of the new photo' })).toBeInTheDocument();
  },
};

export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(input(canvasElement), fakePngFile());
    await expect(await canvas.findByText('This file is not a PNG, JPEG or WebP image.')).toBeVisible();
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { src: tinyPortrait, isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Change photo/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { name: 'Marie-Éléonore de La Tour-Dufresne' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Changer la photo' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...mobileStory, args: { src: tinyPortrait } };

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <AvatarUpload {...args} />
      <AvatarUpload {...args} src={tinyPortrait} />
      <AvatarUpload {...args} src={tinyPortrait} isPending />
      <AvatarUpload {...args} errorMessage="The image may be at most 2 MB." />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fakePngFile, pngFile } from '../../docs/fileStoryHelpers.ts';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { FileDrop } from './FileDrop.tsx';
import { IMAGE_MAX_BYTES } from './imageFile.ts';

const meta = {
  title: 'UI/Forms/FileDrop',
  component: FileDrop,
  args: { onFile: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(input(canvas.getByRole('button', { name: 'choose a file' }).ownerDocument.body)).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp',
    );
  },
};

/** A real PNG is handed on, and its name shown. */
export const ChooseFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // The drop zone's own button comes first: it takes a pasted file.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Drag and drop an image here/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'choose a file' })).toHaveFocus();
    await userEvent.upload(input(canvasElement), pngFile());
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1));
    await expect(canvas.getByText('Selected file: logo.png')).toBeVisible();
  },
};

/** Named and typed as a PNG, but its first bytes are not: refused before any upload. */
export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(input(canvasElement), fakePngFile());
    await expect(await canvas.findByText('This file is not a PNG, JPEG or WebP image.')).toBeVisible();
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(input(canvasElement), pngFile('shop.png', IMAGE_MAX_BYTES + 1));
    await expect(await canvas.findByText('This file is larger than 2 MB.')).toBeVisible();
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const ServerError: Story = { args: { errorMessage: 'The image may be at most 4096 pixels wide or high.' } };

export const French: Story = {
  globals: { locale: 'fr' },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(input(canvasElement), pngFile('logo.png', IMAGE_MAX_BYTES + 1));
    await expect(await canvas.findByText('Ce fichier dépasse 2 Mo.')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory };

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FileDrop {...args} />
      <FileDrop {...args} isPending />
      <FileDrop {...args} errorMessage="This file is not a PNG, JPEG or WebP image." />
      <FileDrop {...args} isDisabled />
    </div>
  ),
};

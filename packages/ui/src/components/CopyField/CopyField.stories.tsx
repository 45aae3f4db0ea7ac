import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { CopyField } from './CopyField.tsx';

const link = 'https://starcrew.app/reviews/lyon-part-dieu/claire-7K3Q';

const meta = {
  title: 'UI/Data/CopyField',
  component: CopyField,
  args: { label: 'Review link', value: link, onCopy: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  // Scripted key presses carry no user activation, so the real clipboard refuses them.
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Tab to Copy, Enter: the button says "Copied" and a polite status announces it. */
export const Copy: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Review link' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to the clipboard');
    await expect(args.onCopy).toHaveBeenCalledWith(link);
  },
};

/** Both the clipboard API and the fallback refused: a message says to copy by hand. */
export const CopyFailed: Story = {
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    const exec = spyOn(document, 'execCommand').mockReturnValue(false);
    return () => {
      write.mockRestore();
      exec.mockRestore();
    };
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Could not copy. Select the text and copy it yourself.')).toBeVisible();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = { args: { description: 'Share it by SMS or print it as a QR code.' } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Lien d’avis' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copier' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copié' })).toBeVisible());
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Liendecollected’avispersonnalisédel’établissementprincipal',
    value: `${link}?utm_source=comptoir-boulangerie-des-grands-boulevards`,
  },
};

export const Mobile: Story = { ...mobileStory };

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <CopyField {...args} />
      <CopyField {...args} label="Code" value="7K3Q-2291" description="Give this code to the seller." />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { OneTimeCodeField } from './OneTimeCodeField.tsx';

const meta = {
  title: 'UI/Forms/OneTimeCodeField',
  component: OneTimeCodeField,
  args: {
    label: 'Verification code',
    description: 'We sent a 6-digit code to claire@boulangerie-martin.fr.',
    name: 'code',
    onChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof OneTimeCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const digit = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }, n: number) =>
  canvas.getByRole('textbox', { name: `Digit ${n} of 6` });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'We sent a 6-digit code to claire@boulangerie-martin.fr.',
    );
    await expect(digit(canvas, 1)).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

/** Pasting "123456" fills every box and submits the code through `onComplete`. */
export const PasteFillsAll: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(digit(canvas, 1)).toHaveFocus();
    await userEvent.paste('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(digit(canvas, 6)).toHaveValue('6');
    await expect(digit(canvas, 6)).toHaveFocus();
  },
};

/** Typing advances; letters are ignored; Backspace clears and goes back; arrows move. */
export const TypeAndCorrect: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('12a3');
    await expect(digit(canvas, 3)).toHaveValue('3');
    await expect(digit(canvas, 4)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(digit(canvas, 3)).toHaveValue('');
    await expect(digit(canvas, 3)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(digit(canvas, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}789');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('0');
    await expect(args.onComplete).toHaveBeenCalledWith('127890');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(digit(canvas, 1)).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '123456' } };

/** The server's answer to a wrong code. */
export const Invalid: Story = {
  args: { defaultValue: '123455', isInvalid: true, errorMessage: 'The code is invalid.' },
  play: async ({ canvas }) => {
    await expect(digit(canvas, 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(/The code is invalid\./);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Codedevérificationreçuparcourrierélectronique',
    description: 'Nousavonsenvoyéuncodeà6chiffresàclaire@boulangerie-martin.fr',
    isInvalid: true,
    errorMessage: 'Le code est invalide.',
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...mobileStory };

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <OneTimeCodeField {...args} label="Empty" />
      <OneTimeCodeField {...args} label="Partly filled" defaultValue="123" />
      <OneTimeCodeField {...args} label="Invalid" defaultValue="123455" isInvalid errorMessage="The code is invalid." />
      <OneTimeCodeField {...args} label="Disabled" defaultValue="123456" isDisabled />
    </div>
  ),
};

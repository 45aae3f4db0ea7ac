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

/** Typing into a filled box replaces its digit and moves on; the rest of the code stays where it is. */
export const TypeOverFilled: Story = {
  // A behaviour proof: its picture is the Default one with other digits.
  tags: ['skip-visual'],
  args: { defaultValue: '123456' },
  play: async ({ args, canvas }) => {
    const code = () => [1, 2, 3, 4, 5, 6].map((n) => (digit(canvas, n) as HTMLInputElement).value).join('');
    await userEvent.click(digit(canvas, 3));
    await userEvent.keyboard('9');
    await expect(code()).toBe('129456');
    await expect(digit(canvas, 4)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(digit(canvas, 1)).toHaveFocus();
    await userEvent.keyboard('7');
    await expect(code()).toBe('729456');
    await expect(digit(canvas, 2)).toHaveFocus();
    // A box cleared in the middle stays empty: the digits after it do not slide left.
    await userEvent.keyboard('{Backspace}');
    await expect(code()).toBe('79456');
    await expect(digit(canvas, 2)).toHaveValue('');
    await expect(digit(canvas, 3)).toHaveValue('9');
    await userEvent.keyboard('8');
    await expect(args.onComplete).toHaveBeenLastCalledWith('789456');
    // The caret after the old digit (a click on its right half): the new digit still replaces it.
    const fifth = digit(canvas, 5) as HTMLInputElement;
    await userEvent.click(fifth);
    fifth.setSelectionRange(1, 1);
    await userEvent.keyboard('0');
    await expect(code()).toBe('789406');
    await expect(digit(canvas, 6)).toHaveFocus();
    // A letter typed beside a digit changes nothing and stays put.
    await userEvent.keyboard('x');
    await expect(code()).toBe('789406');
    await expect(digit(canvas, 6)).toHaveFocus();
  },
};

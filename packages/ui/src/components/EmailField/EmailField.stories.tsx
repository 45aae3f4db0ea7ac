import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldWidth, inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { EmailField } from './EmailField.tsx';

const meta = {
  title: 'UI/Forms/EmailField',
  component: EmailField,
  args: { label: 'Email', name: 'email', onChange: fn() },
  decorators: [fieldWidth],
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'claire@boulangerie-martin.fr' } };

/** Typing a malformed address and leaving: the catalogue's email message. */
export const Invalid: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('claire@boulangerie');
    await userEvent.tab();
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('claire@boulangerie');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please enter your email')).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Adressee-mailprofessionnelledugérantprincipal', isRequired: true },
  decorators: [inForm, inColumn(260)],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Veuillez saisir votre adresse e-mail')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory, args: { size: 'lg', isRequired: true } };

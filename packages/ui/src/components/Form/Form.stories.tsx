import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

/** The login form of spec section 2, as an example of fields in a form. */
const meta = {
  title: 'UI/Forms/Form',
  component: Form,
  args: { 'aria-label': 'Sign in', onSubmit: fn((event: React.FormEvent) => event.preventDefault()) },
  render: (args) => (
    <Form {...args} style={{ maxWidth: 360 }}>
      <TextField label="Email" name="email" type="email" fieldName="field.email" isRequired autoComplete="email" />
      <TextField
        label="Password"
        name="password"
        type="password"
        fieldName="field.password"
        isRequired
        minLength={8}
        autoComplete="current-password"
      />
      <div>
        <Button type="submit">Sign in</Button>
      </div>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitting empty: each field says what is missing, focus goes to the first, nothing is sent. */
export const SubmitEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(canvas.getByText('Please enter your email')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'claire@boulangerie-martin.fr');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A 422 from the server: its per-field messages show on the fields. */
export const ServerErrors: Story = {
  args: {
    validationErrors: {
      email: 'This email is already linked to another account.',
      password: 'This password has appeared in a data breach.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This email is already linked to another account.',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A server error goes once its field is edited and left; the others stay. */
export const ServerErrorClearedByEdit: Story = {
  args: ServerErrors.args,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'claire@boulangerie-martin.fr');
    await userEvent.tab();
    await expect(canvas.queryByText('This email is already linked to another account.')).not.toBeInTheDocument();
    await expect(canvas.getByText('This password has appeared in a data breach.')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText('Veuillez saisir votre mot de passe')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory };

/** A tenant's colours, given as `--sc-` variables on :root, reach the button and the focus ring. */
export const Rebranded: Story = {
  globals: { brand: 'tenant' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(15, 118, 110)');
  },
};

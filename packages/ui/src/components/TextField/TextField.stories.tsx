import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';
import { input } from './TextField.css.ts';

const sizes = recipeOptions(input, 'size');

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', fieldName: 'field.email', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fields validate inside a form, as in the apps: the stories below submit one. */
const inForm = (Story: () => React.ReactNode) => (
  <Form aria-label="Example" onSubmit={(event) => event.preventDefault()}>
    {Story()}
    <div>
      <Button type="submit">Continue</Button>
    </div>
  </Form>
);

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'We send the review link to this address.', placeholder: 'name@company.com' },
};

export const Required: Story = { args: { isRequired: true } };

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'claire@boulangerie-martin.fr' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).not.toHaveFocus();
  },
};

/** Tab in, submit the empty form: the spec's required message, and focus on the field. */
export const RequiredOnSubmit: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription('Please enter your email');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A malformed address shows the spec's email message once the person leaves the field. */
export const InvalidEmail: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('claire@boulangerie');
    await userEvent.tab();
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
  },
};

export const TooShort: Story = {
  args: {
    label: 'Password',
    name: 'password',
    type: 'password',
    fieldName: 'field.password',
    minLength: 8,
    isRequired: true,
  },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('abc');
    await userEvent.tab();
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible();
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    name: 'password',
    type: 'password',
    fieldName: 'field.password',
    defaultValue: 'correct horse',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'password');
  },
};

/** French messages, a long unbroken label and value in a narrow column. */
export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Adressee-mailprofessionnelledel’établissementprincipal',
    description: 'Nousenverronslelienderecueild’avisàcetteadresseuniquement',
    isRequired: true,
  },
  decorators: [inForm, (Story) => <div style={{ width: 280 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Veuillez saisir votre adresse e-mail')).toBeVisible();
    const form = canvasElement.querySelector('form')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  args: { size: 'lg', description: 'We send the review link to this address.', isRequired: true },
  decorators: [inForm],
};

const states: Array<{ label: string; props: Partial<TextFieldProps> }> = [
  { label: 'empty', props: { placeholder: 'name@company.com' } },
  { label: 'filled', props: { defaultValue: 'claire@boulangerie-martin.fr' } },
  { label: 'required', props: { isRequired: true } },
  // 'aria' validates as it renders, so the row shows the catalogue's message in each locale.
  { label: 'invalid', props: { validationBehavior: 'aria', defaultValue: 'claire@' } },
  { label: 'disabled', props: { isDisabled: true, defaultValue: 'claire@boulangerie-martin.fr' } },
];

/** Every size × state; the sizes come from the recipe. */
export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Matrix
      columns={sizes}
      rows={states.map((state) => ({
        label: state.label,
        cells: sizes.map((size) => (
          <div key={size} style={{ width: 220 }}>
            <TextField {...args} label={`Email ${size}`} size={size} {...state.props} />
          </div>
        )),
      }))}
    />
  ),
};

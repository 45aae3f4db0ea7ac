import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', name: 'remember', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const inForm = (Story: () => React.ReactNode) => (
  <Form aria-label="Example" onSubmit={(event) => event.preventDefault()}>
    {Story()}
    <div>
      <Button type="submit">Continue</Button>
    </div>
  </Form>
);

export const Default: Story = {};

/** Tab to it, Space toggles it; the change reaches the spy. */
export const KeyboardToggle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toHaveFocus();
    await expect(canvasLabel(box)).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

const canvasLabel = (input: HTMLElement) => input.closest('label')!;

export const WithDescription: Story = {
  args: {
    children: 'Send me a weekly summary',
    description: 'Every Monday: new reviews, average rating and the team ranking.',
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Every Monday: new reviews, average rating and the team ranking.',
    );
  },
};

export const Indeterminate: Story = {
  args: { children: 'Select all locations', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveProperty('indeterminate', true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).not.toHaveFocus();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A required agreement: submit without ticking it, the message shows and focus lands on it. */
export const RequiredOnSubmit: Story = {
  args: { children: 'I agree to the CGU and CGV', name: 'terms', isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const box = canvas.getByRole('checkbox', { name: 'I agree to the CGU and CGV' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription('Please tick this box to continue');
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('Please tick this box to continue')).not.toBeInTheDocument();
  },
};

/** The spec's billing message, given by the screen. */
export const InvalidWithMessage: Story = {
  args: {
    children: 'I agree to the CGU and CGV',
    isInvalid: true,
    errorMessage: 'You must agree to the CGU and CGV',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to the CGU and CGV');
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    children: 'J’acceptelesconditionsgénéralesd’utilisationetdeventedel’établissementprincipal',
    description: 'Obligatoirepourpoursuivrel’abonnementàl’offreannuelle',
    isRequired: true,
  },
  decorators: [inForm, (Story) => <div style={{ width: 280 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Veuillez cocher cette case pour continuer')).toBeVisible();
    const form = canvasElement.querySelector('form')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  args: { children: 'I agree to the CGU and CGV', isRequired: true, description: 'Required to subscribe.' },
};

const states: Array<{ label: string; props: Partial<CheckboxProps> }> = [
  { label: 'unchecked', props: {} },
  { label: 'checked', props: { defaultSelected: true } },
  { label: 'indeterminate', props: { isIndeterminate: true } },
];

const rows: Array<{ label: string; props: Partial<CheckboxProps> }> = [
  { label: 'rest', props: {} },
  { label: 'required', props: { isRequired: true } },
  { label: 'invalid', props: { isInvalid: true } },
  { label: 'disabled', props: { isDisabled: true } },
];

export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Matrix
      columns={states.map((s) => s.label)}
      rows={rows.map((row) => ({
        label: row.label,
        cells: states.map((state) => (
          <Checkbox key={state.label} {...args} {...row.props} {...state.props}>
            Location
          </Checkbox>
        )),
      }))}
    />
  ),
};

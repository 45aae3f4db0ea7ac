import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { RatingStarsInput, type RatingStarsInputProps } from './RatingStarsInput.tsx';

const meta = {
  title: 'UI/Data/RatingStarsInput',
  component: RatingStarsInput,
  args: { label: 'Your rating', name: 'rating', onChange: fn() },
} satisfies Meta<typeof RatingStarsInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Tab into the group, arrow keys move and select, each star named "n stars". */
export const ArrowKeys: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const four = canvas.getByRole('radio', { name: '4 stars' });
    await expect(four).toHaveFocus();
    await expect(four).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Selected: Story = { args: { defaultValue: 4 } };

export const FocusVisible: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { defaultValue: 2, isDisabled: true } };

/** Submitting without a rating shows the spec's required message. */
export const Required: Story = {
  args: { isRequired: true, fieldName: 'field.rating' },
  decorators: [
    (Story) => (
      <Form aria-label="Review" onSubmit={(event) => event.preventDefault()}>
        {Story()}
        <div>
          <Button type="submit">Send</Button>
        </div>
      </Form>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter your rating')).toBeVisible();
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Please enter your rating' } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Votre note', defaultValue: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '1 étoile' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '5 étoiles' })).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Commentévaluez-vousvotreexpériencedanscetétablissement',
    description: 'Unenoteestobligatoirepourenvoyervotreavis',
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
};

export const Mobile: Story = { ...mobileStory, args: { isRequired: true } };

const states: Array<{ label: string; props: Partial<RatingStarsInputProps> }> = [
  { label: 'empty', props: {} },
  { label: 'selected', props: { defaultValue: 4 } },
  { label: 'invalid', props: { isInvalid: true } },
  { label: 'disabled', props: { defaultValue: 2, isDisabled: true } },
];

export const Catalog: Story = {
  render: (args) => (
    <Matrix
      columns={['sm', 'md', 'lg']}
      rows={states.map((state) => ({
        label: state.label,
        cells: (['sm', 'md', 'lg'] as const).map((size) => (
          <RatingStarsInput key={size} {...args} label={`Rating ${size}`} size={size} {...state.props} />
        )),
      }))}
    />
  ),
};

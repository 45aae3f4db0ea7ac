import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { TextArea, type TextAreaProps } from './TextArea.tsx';

const meta = {
  title: 'UI/Forms/TextArea',
  component: TextArea,
  args: { label: 'Reply to the review', name: 'reply', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const inForm = (Story: () => React.ReactNode) => (
  <Form aria-label="Example" onSubmit={(event) => event.preventDefault()}>
    {Story()}
    <div>
      <Button type="submit">Send reply</Button>
    </div>
  </Form>
);

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    description: 'Your reply is public on Google.',
    placeholder: 'Thank you for your visit…',
  },
};

/** The count follows typing; it is seen, and announced only near the limit. */
export const CharacterCount: Story = {
  args: { maxLength: 2000, description: 'Your reply is public on Google.' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: 'Reply to the review' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Thank you!!');
    await expect(canvas.getByText('11 / 2,000')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Thank you!!');
  },
};

/** Near the limit the count turns amber and a polite live region says what is left. */
export const NearLimit: Story = {
  args: { maxLength: 40, defaultValue: 'Merci pour votre visite et à bientôt' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const box = canvas.getByRole<HTMLTextAreaElement>('textbox');
    // Tabbing into a field selects its text in Chromium: continue after it instead.
    box.setSelectionRange(box.value.length, box.value.length);
    await userEvent.keyboard(' !');
    await expect(canvas.getByText('38 / 40')).toHaveAttribute('data-near-limit');
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    await waitFor(() => expect(live).toHaveTextContent('2 characters left'));
  },
};

export const AtLimitFrench: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Réponse', maxLength: 12, defaultValue: 'Merci beauco' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('12 / 12')).toHaveAttribute('data-at-limit');
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    await waitFor(() => expect(live).toHaveTextContent('Plus aucun caractère disponible'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Thank you for your visit, see you soon.' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).not.toHaveFocus();
  },
};

/** Submit empty: the spec's required message, focus on the field. */
export const RequiredOnSubmit: Story = {
  args: { label: 'Comment', fieldName: undefined, isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription('Please enter your comment');
  },
};

export const TooShort: Story = {
  args: { label: 'Comment', minLength: 10, isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Bien');
    await userEvent.tab();
    await expect(canvas.getByText('Comment must be at least 10 characters long')).toBeVisible();
  },
};

export const AutoGrow: Story = {
  args: { autoGrow: true, rows: 2, defaultValue: 'Line one\nLine two\nLine three\nLine four' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox');
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Réponsepubliqueàl’avisdelaclientèledel’établissementprincipal',
    description: 'Votreréponseestvisibleparl’ensembledesinternautessurGoogle',
    defaultValue: 'Merciinfinimentpourvotrevisiteetvotreretourtrèsdétailléànotreéquipe',
    maxLength: 2000,
    isRequired: true,
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  args: { maxLength: 2000, autoGrow: true, description: 'Your reply is public on Google.', isRequired: true },
  decorators: [inForm],
};

const states: Array<{ label: string; props: Partial<TextAreaProps> }> = [
  { label: 'empty', props: { placeholder: 'Thank you for your visit…' } },
  { label: 'count', props: { defaultValue: 'Thank you!', maxLength: 2000 } },
  { label: 'near limit', props: { defaultValue: 'Thank you for coming!', maxLength: 22 } },
  { label: 'invalid', props: { validationBehavior: 'aria', isRequired: true, minLength: 20, defaultValue: 'Thanks' } },
  { label: 'disabled', props: { isDisabled: true, defaultValue: 'Thank you!' } },
];

export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Matrix
      columns={['rest', 'auto-grow']}
      rows={states.map((state) => ({
        label: state.label,
        cells: [false, true].map((autoGrow) => (
          <div key={String(autoGrow)} style={{ width: 280 }}>
            <TextArea {...args} rows={2} autoGrow={autoGrow} {...state.props} />
          </div>
        )),
      }))}
    />
  ),
};

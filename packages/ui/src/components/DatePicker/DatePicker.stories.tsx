import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldWidth, inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

const meta = {
  title: 'UI/Forms/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'Start date', name: 'startDate', fieldName: 'field.startDate', onChange: fn() },
  decorators: [fieldWidth],
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: parseDate('2026-03-04') } };

/** Type the date segment by segment: month, day, year in English. */
export const KeyboardTyping: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveFocus();
    await userEvent.keyboard('03042026');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-04'));
  },
};

/** Open the calendar from its button with Enter, move with the arrows, pick with Enter. */
export const KeyboardCalendar: Story = {
  args: { defaultValue: parseDate('2026-03-04') },
  decorators: [(Story) => <div style={{ minHeight: 380 }}>{Story()}</div>],
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('grid')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-05'));
  },
};

/** French: day/month/year order and weeks starting on Monday. */
export const FrenchCalendar: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Date de début', defaultValue: parseDate('2026-03-04'), defaultOpen: true },
  decorators: [(Story) => <div style={{ minHeight: 380 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = await body.findByRole('grid');
    await expect(grid.querySelector('thead th')).toHaveTextContent('L');
    await expect(body.getByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
  },
};

export const MinMax: Story = {
  args: {
    minValue: parseDate('2026-03-02'),
    maxValue: parseDate('2026-03-20'),
    defaultValue: parseDate('2026-03-04'),
    defaultOpen: true,
  },
  decorators: [(Story) => <div style={{ minHeight: 380 }}>{Story()}</div>],
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('2026-03-04') } };

export const Required: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please enter your start date')).toBeVisible();
  },
};

/** A date before `minValue`: react-aria's message names the bound, in the page's language. */
export const Invalid: Story = {
  args: { minValue: parseDate('2026-03-10'), defaultValue: parseDate('2026-03-04'), validationBehavior: 'aria' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Start date' })).toHaveAttribute('data-invalid', 'true');
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Datededébutdelacampagnederécompensedesvendeurs',
    defaultValue: parseDate('2026-03-04'),
    isRequired: true,
  },
  decorators: [inColumn(240)],
};

export const Mobile: Story = { ...mobileStory, args: { size: 'lg', defaultValue: parseDate('2026-03-04') } };

const states: Array<{ label: string; props: Partial<DatePickerProps<CalendarDate>> }> = [
  { label: 'empty', props: {} },
  { label: 'filled', props: { defaultValue: parseDate('2026-03-04') } },
  { label: 'invalid', props: { isInvalid: true, errorMessage: 'Please enter your start date' } },
  { label: 'disabled', props: { isDisabled: true, defaultValue: parseDate('2026-03-04') } },
];

export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Matrix
      columns={['sm', 'md', 'lg']}
      rows={states.map((state) => ({
        label: state.label,
        cells: (['sm', 'md', 'lg'] as const).map((size) => (
          <div key={size} style={{ width: 200 }}>
            <DatePicker {...args} label={`Start ${size}`} size={size} {...state.props} />
          </div>
        )),
      }))}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldWidth, inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';

const march = { start: parseDate('2026-03-02'), end: parseDate('2026-03-15') };

const meta = {
  title: 'UI/Forms/DateRangePicker',
  component: DateRangePicker<CalendarDate>,
  args: { label: 'Campaign period', startName: 'start', endName: 'end', fieldName: 'field.period', onChange: fn() },
  decorators: [fieldWidth],
} satisfies Meta<typeof DateRangePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: march } };

/** Pick a range in the calendar with the keyboard: Enter on the start, arrows, Enter on the end. */
export const KeyboardRange: Story = {
  args: { defaultValue: march },
  decorators: [(Story) => <div style={{ minHeight: 380 }}>{Story()}</div>],
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('button', { name: /Open calendar/ }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('grid')).toBeVisible();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const [range] = lastCall(args.onChange);
    // Enter anchors the start on the focused day, ArrowDown moves a week on, Enter ends the range.
    await expect(range.start.toString()).toBe('2026-03-02');
    await expect(range.end.compare(range.start)).toBeGreaterThanOrEqual(7);
  },
};

function lastCall(spy: unknown) {
  const calls = (spy as { mock: { calls: Array<[{ start: CalendarDate; end: CalendarDate }]> } }).mock.calls;
  return calls[calls.length - 1]!;
}

export const Open: Story = {
  args: { defaultValue: march, defaultOpen: true },
  decorators: [(Story) => <div style={{ minHeight: 380 }}>{Story()}</div>],
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: march } };

export const Required: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please enter your campaign period')).toBeVisible();
  },
};

/** An end before the start is invalid. */
export const Invalid: Story = {
  args: { defaultValue: { start: march.end, end: march.start }, validationBehavior: 'aria' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Campaign period' })).toHaveAttribute('data-invalid', 'true');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Périodedelacampagnederécompense', defaultValue: march },
  decorators: [inColumn(300)],
};

export const Mobile: Story = { ...mobileStory, args: { size: 'lg', defaultValue: march } };

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateRangePicker {...args} label="Empty" />
      <DateRangePicker {...args} label="Filled" defaultValue={march} />
      <DateRangePicker
        {...args}
        label="Invalid"
        defaultValue={march}
        isInvalid
        errorMessage="Please enter your campaign period"
      />
      <DateRangePicker {...args} label="Disabled" defaultValue={march} isDisabled />
    </div>
  ),
};

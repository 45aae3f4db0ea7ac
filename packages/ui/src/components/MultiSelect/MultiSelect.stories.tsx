import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fieldWidth, inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { locations, sellers } from '../../docs/locations.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { MultiSelect, type MultiSelectItem, type MultiSelectProps } from './MultiSelect.tsx';

const places: MultiSelectItem[] = locations.map(({ id, name, address }) => ({ id, name, description: address }));

const meta = {
  title: 'UI/Forms/MultiSelect',
  component: MultiSelect,
  args: { label: 'Locations', name: 'locations', items: places, onChange: fn() },
  decorators: [fieldWidth],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithChips: Story = { args: { defaultValue: ['lyon', 'paris', 'nantes'] } };

/** Add two with the keyboard, remove one with its chip button, the other with Backspace. */
export const AddAndRemove: Story = {
  // Left out of the visual regression: the chips are portaled into the field a frame after
  // the play ends, so the screenshot races them. The behaviour is asserted below.
  tags: ['skip-visual'],
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // The list's code loads on this first open, then the list fades in with the first option focused.
    await waitFor(() => expect(body.getByRole('option', { name: /Lyon/ })).toHaveFocus(), { timeout: 5000 });
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['lyon', 'paris']);
    // Escape starts the list's fade-out; focus returns to the trigger once the list has left the
    // page, not at the key press.
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    const trigger = canvas.getByRole('button', { name: /2 selected/ });
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Boulangerie Martin — Lyon' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['paris']);
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Lyon/ })).not.toBeInTheDocument());

    trigger.focus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    // With the last chip gone its group leaves, and focus stays on the trigger.
    await waitFor(() => expect(canvas.queryByRole('grid')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Delete on a focused chip removes it too (react-aria's TagGroup). */
export const KeyboardChipRemoval: Story = {
  args: { defaultValue: ['lyon', 'paris'] },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /Lyon/ })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['paris']);
  },
};

export const SelectAll: Story = {
  args: { label: 'Sellers', items: sellers, hasSelectAll: true },
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sellers/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Select all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(sellers.map((s) => s.id));
    // Closed again so the picture is the same every run: an open popover's placement depends
    // on whether the chips had grown the trigger when it measured.
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).not.toBeInTheDocument(),
    );
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Locations/ })).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['lyon', 'paris'] } };

/** Spec section 5: "At least one location must be selected" is the caller's message. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'At least one location must be selected' },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('At least one location must be selected')).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Établissementsconcernésparlacampagne', defaultValue: ['bordeaux', 'lyon'] },
  decorators: [inColumn(260)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Retirer Boulangerie-pâtisserie/ })).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...mobileStory, args: { defaultValue: ['lyon', 'paris', 'nantes'] } };

const states: Array<{ label: string; props: Partial<MultiSelectProps<MultiSelectItem>> }> = [
  { label: 'empty', props: {} },
  { label: 'chips', props: { defaultValue: ['lyon', 'paris', 'lille'] } },
  { label: 'invalid', props: { isInvalid: true, errorMessage: 'At least one location must be selected' } },
  { label: 'disabled', props: { isDisabled: true, defaultValue: ['lyon'] } },
];

export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Matrix
      columns={['state']}
      rows={states.map((state) => ({
        label: state.label,
        cells: [
          <div key="cell" style={{ width: 360 }}>
            <MultiSelect {...args} {...state.props} />
          </div>,
        ],
      }))}
    />
  ),
};

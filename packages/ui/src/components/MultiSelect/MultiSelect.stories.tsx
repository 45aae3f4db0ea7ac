import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fieldWidth, inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { locations, sellers } from '../../docs/locations.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { normalisedDom } from '../../testing/normalisedDom.ts';
import { MultiSelect, multiSelectFieldLoads, type MultiSelectItem, type MultiSelectProps } from './MultiSelect.tsx';

const places: MultiSelectItem[] = locations.map(({ id, name, address }) => ({ id, name, description: address }));

const meta = {
  title: 'UI/Forms/MultiSelect',
  component: MultiSelect,
  args: { label: 'Locations', name: 'locations', items: places, onChange: fn() },
  decorators: [fieldWidth],
  // Each story starts as a page that never loaded the real MultiSelect (a closed one is drawn without it).
  beforeEach: () => multiSelectFieldLoads.reset(),
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

/**
 * Delete on a focused chip removes it too (react-aria's TagGroup), from a page that never loaded
 * the real MultiSelect: the focus on the chip drawn at rest loads it, and the chip keeps the focus.
 */
export const KeyboardChipRemoval: Story = {
  args: { defaultValue: ['lyon', 'paris'] },
  play: async ({ args, canvas }) => {
    await expect(multiSelectFieldLoads.requests).toBe(0);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /Lyon/ })).toHaveFocus();
    await expect(multiSelectFieldLoads.requests).toBe(1);
    // Pressed at once, maybe before the real one arrived: it does it once there.
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(['paris']));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Lyon/ })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('row', { name: /Paris/ })).toHaveFocus());
  },
};

export const SelectAll: Story = {
  args: { label: 'Sellers', items: sellers, hasSelectAll: true },
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
  play: async ({ args, canvas, canvasElement }) => {
    // From a page that never loaded the real one: the pointer fetches it, the press opens it.
    await expect(multiSelectFieldLoads.requests).toBe(0);
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
    const atRest = canvas.getByRole('button', { name: /Locations/ });
    await expect(atRest).toHaveAttribute('data-focus-visible', 'true');
    // Focus loads the real MultiSelect, which takes the focus and its ring from the trigger drawn at rest.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Locations/ })).not.toBe(atRest));
    const trigger = canvas.getByRole('button', { name: /Locations/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
  },
};

/**
 * Issue 18: a closed MultiSelect is drawn without react-aria's Select, ListBox, TagGroup and
 * collections; nothing of the real one loads before intent, the pointer entering the field loads
 * it, and the field it draws is the one drawn at rest, node for node.
 */
export const LoadsOnIntent: Story = {
  args: { defaultValue: ['lyon', 'paris'], description: 'Where reviews count' },
  play: async ({ canvas, canvasElement }) => {
    const atRest = canvas.getByRole('button', { name: /Locations/ });
    const restHtml = normalisedDom(canvasElement);
    await expect(atRest).toHaveAccessibleName('Add… 2 selected Locations');
    await expect(canvas.getByRole('grid', { name: 'Selected Locations' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove Boulangerie Martin — Lyon' })).toBeInTheDocument();
    // Any import the page started has settled: none of the real MultiSelect.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(multiSelectFieldLoads.requests).toBe(0);
    // The pointer fetches the real one; it takes the place of the one drawn at rest on the next
    // press or focus (so a press lands where it started).
    await userEvent.hover(canvas.getByText('Locations'));
    await expect(multiSelectFieldLoads.requests).toBe(1);
    await expect(canvas.getByRole('button', { name: /Locations/ })).toBe(atRest);
    atRest.focus();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Locations/ })).not.toBe(atRest));
    const loaded = canvas.getByRole('button', { name: /Locations/ });
    await waitFor(() => expect(loaded).toHaveFocus());
    loaded.blur();
    await userEvent.unhover(canvas.getByText('Locations'));
    await expect(loaded).toHaveAccessibleName('Add… 2 selected Locations');
    await expect(normalisedDom(canvasElement)).toBe(restHtml);
  },
};

/** From a page that never loaded the real MultiSelect: the keyboard opens, picks, closes, removes. */
export const KeyboardFromRest: Story = {
  tags: ['skip-visual'],
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(multiSelectFieldLoads.requests).toBe(0);
    await userEvent.tab();
    // Pressed at once, maybe before the real one arrived: it does it once there.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('option', { name: /Lyon/ })).toHaveFocus(), { timeout: 5000 });
    await expect(multiSelectFieldLoads.requests).toBe(1);
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['paris']);
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    const trigger = canvas.getByRole('button', { name: /1 selected/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await expect(canvas.getByRole('row', { name: /Paris/ })).toBeInTheDocument();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(canvas.queryByRole('grid')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Focus reaching a chip's remove button loads the real one; Enter there removes the chip. */
export const RemoveButtonFromRest: Story = {
  tags: ['skip-visual'],
  args: { defaultValue: ['lyon', 'paris'] },
  play: async ({ args, canvas }) => {
    await expect(multiSelectFieldLoads.requests).toBe(0);
    canvas.getByRole('button', { name: 'Remove Boulangerie Martin — Paris 11e' }).focus();
    await expect(multiSelectFieldLoads.requests).toBe(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(['lyon']));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Paris/ })).not.toBeInTheDocument());
  },
};

/** A disabled MultiSelect is never pressed: the pointer over it loads nothing. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['lyon', 'paris'] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Locations/ });
    await expect(trigger).toBeDisabled();
    await userEvent.hover(trigger);
    await expect(multiSelectFieldLoads.requests).toBe(0);
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};

/** Spec section 5: "At least one location must be selected" is the caller's message. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'At least one location must be selected' },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // Submitted at rest: the real one loads and shows the error, as it would have at once.
    await expect(await canvas.findByText('At least one location must be selected')).toBeVisible();
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { setInteractionModality } from 'react-aria/useFocusVisible';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fieldWidth, inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { locations, longLocation, type Place } from '../../docs/locations.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { Option } from '../ListBox/Option.tsx';
import { Select, selectFieldLoads, type SelectProps } from './Select.tsx';

const meta = {
  title: 'UI/Forms/Select',
  component: Select<Place>,
  args: { label: 'Location', name: 'location', fieldName: 'field.location', items: locations, onChange: fn() },
  render: (args) => (
    <Select {...args}>
      {(item: Place) => (
        <Option id={item.id} description={item.address}>
          {item.name}
        </Option>
      )}
    </Select>
  ),
  decorators: [fieldWidth],
  // Each story starts as a page that never loaded the real Select (a closed one is drawn without it).
  beforeEach: () => selectFieldLoads.reset(),
} satisfies Meta<typeof Select<Place>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: 'lyon' } };

/** Open with the keyboard, pick the long location: the trigger shows its first 50 characters. */
export const KeyboardPickTruncated: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Location/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await expect(getComputedStyle(listbox).maxHeight).toBe('240px');
    await waitFor(() => expect(body.getByRole('option', { name: /Lyon/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('bordeaux');
    // The real Select took the place of the one drawn at rest, and the focus.
    const picked = canvas.getByRole('button', { name: /Location/ });
    await expect(picked).toHaveFocus();
    await expect(canvas.getByText(`${longLocation.name.slice(0, 50)}…`)).toBeVisible();
    // Screen readers hear the whole name.
    await expect(picked).toHaveAccessibleName(expect.stringContaining(longLocation.name));
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const atRest = canvas.getByRole('button', { name: /Location/ });
    await expect(atRest).toHaveAttribute('data-focus-visible', 'true');
    // Focus loads the real Select, which takes the focus and its ring from the trigger drawn at rest.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Location/ })).not.toBe(atRest));
    const trigger = canvas.getByRole('button', { name: /Location/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
  },
};

/**
 * Issue 18: a closed Select is drawn without react-aria's Select, ListBox and collections; their
 * module loads when the pointer enters the field, and the field then shows the same value.
 */
export const LoadsOnIntent: Story = {
  args: { defaultValue: 'bordeaux' },
  play: async ({ canvas }) => {
    const atRest = canvas.getByRole('button', { name: /Location/ });
    await expect(selectFieldLoads.requests).toBe(0);
    const name = `${longLocation.name} Location`;
    await expect(atRest).toHaveTextContent(`${longLocation.name.slice(0, 50)}…`);
    await expect(atRest).toHaveAccessibleName(name);
    await userEvent.hover(atRest);
    await expect(selectFieldLoads.requests).toBe(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Location/ })).not.toBe(atRest));
    const loaded = canvas.getByRole('button', { name: /Location/ });
    await expect(loaded).toHaveTextContent(`${longLocation.name.slice(0, 50)}…`);
    await expect(loaded).toHaveAccessibleName(name);
    await expect(loaded).toHaveAttribute('aria-expanded', 'false');
  },
};

/** From a page that never loaded the real Select: the keyboard opens, picks, opens at the end, closes. */
export const KeyboardFromRest: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(selectFieldLoads.requests).toBe(0);
    await userEvent.tab();
    // Pressed at once, maybe before the real Select arrived: it does it once here.
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('option', { name: /Lyon/ })).toHaveFocus());
    await expect(selectFieldLoads.requests).toBe(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('paris');
    const trigger = canvas.getByRole('button', { name: /Location/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Boulangerie Martin — Paris 11e');
    // Open again: the list starts on the selected option.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(body.getByRole('option', { name: /Paris/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'paris' },
  // The picture is what a keyboard user sees (the chosen option's focus ring): react-aria's input
  // modality is the page's, and a story before this one in the same preview may have left it at
  // pointer, which hides the ring.
  beforeEach: () => setInteractionModality('keyboard'),
  decorators: [(Story) => <div style={{ minHeight: 340 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    // The open list moves focus to the chosen option once the real Select is in (it loads at once
    // when open): the picture is of that, not of the moment before.
    const chosen = within(listbox).getByRole('option', { name: /Paris 11e/ });
    await waitFor(() => expect(chosen).toHaveAttribute('data-focus-visible', 'true'));
  },
};

/** A disabled Select is never pressed: it never loads the real one. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'lyon' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Location/ });
    await expect(trigger).toBeDisabled();
    await userEvent.hover(trigger);
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await expect(selectFieldLoads.requests).toBe(0);
  },
};

/** Spec section 5: the red asterisk, then "Please enter your location" on submit. */
export const RequiredOnSubmit: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // Submitted at rest: the real Select loads and shows the error, as it would have at once.
    await expect(await canvas.findByText('Please enter your location')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Location/ })).toHaveFocus());
  },
};

/** The empty list says so, from the catalogue. */
export const Empty: Story = {
  args: { items: [] },
  decorators: [(Story) => <div style={{ minHeight: 160 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Location/ }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('No options available')).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Établissementprincipalderattachementduvendeur', defaultValue: 'bordeaux', isRequired: true },
  decorators: [inColumn(260)],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${longLocation.name.slice(0, 50)}…`)).toBeInTheDocument();
  },
};

export const FrenchPlaceholder: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Établissement' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sélectionnez une option')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory, args: { isRequired: true, defaultValue: 'bordeaux' } };

const states: Array<{ label: string; props: Partial<SelectProps<Place>> }> = [
  { label: 'empty', props: {} },
  { label: 'selected', props: { defaultValue: 'lyon' } },
  { label: 'truncated', props: { defaultValue: 'bordeaux' } },
  { label: 'required', props: { isRequired: true } },
  { label: 'invalid', props: { isInvalid: true, errorMessage: 'Please enter your location' } },
  { label: 'disabled', props: { isDisabled: true, defaultValue: 'lyon' } },
];

export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Matrix
      columns={['state']}
      rows={states.map((state) => ({
        label: state.label,
        cells: [
          <div key="cell" style={{ width: 320 }}>
            <Select {...args} {...state.props}>
              {(item: Place) => <Option id={item.id}>{item.name}</Option>}
            </Select>
          </div>,
        ],
      }))}
    />
  ),
};

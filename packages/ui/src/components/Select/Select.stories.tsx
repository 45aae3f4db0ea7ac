import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fieldWidth, inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { locations, longLocation, type Place } from '../../docs/locations.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { Option } from '../ListBox/Option.tsx';
import { Select, type SelectProps } from './Select.tsx';

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
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByText(`${longLocation.name.slice(0, 50)}…`)).toBeVisible();
    // Screen readers hear the whole name.
    await expect(trigger).toHaveAccessibleName(expect.stringContaining(longLocation.name));
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Location/ })).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'paris' },
  decorators: [(Story) => <div style={{ minHeight: 340 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'lyon' } };

/** Spec section 5: the red asterisk, then "Please enter your location" on submit. */
export const RequiredOnSubmit: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please enter your location')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Location/ })).toHaveFocus();
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

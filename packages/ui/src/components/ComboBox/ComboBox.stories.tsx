import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fieldWidth, inColumn, inForm } from '../../docs/formStoryHelpers.tsx';
import { locations, sellers, type Place } from '../../docs/locations.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { Option } from '../ListBox/Option.tsx';
import { ComboBox, type ComboBoxProps } from './ComboBox.tsx';

type Seller = (typeof sellers)[number];

const meta = {
  title: 'UI/Forms/ComboBox',
  component: ComboBox<Seller>,
  args: {
    label: 'Assign to',
    name: 'seller',
    fieldName: 'field.seller',
    defaultItems: sellers,
    onChange: fn(),
    placeholder: 'Search a seller',
  },
  render: (args) => <ComboBox {...args}>{(item: Seller) => <Option id={item.id}>{item.name}</Option>}</ComboBox>,
  decorators: [fieldWidth],
} satisfies Meta<typeof ComboBox<Seller>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Type to filter, arrow down, Enter: the value is set and the input shows the name. */
export const KeyboardFilterAndPick: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('so');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('sophie');
    await expect(canvas.getByRole('combobox', { name: 'Assign to' })).toHaveValue('Sophie Laurent');
  },
};

export const NoResults: Story = {
  decorators: [(Story) => <div style={{ minHeight: 140 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('zzz');
    await expect(await within(canvasElement.ownerDocument.body).findByText('No results')).toBeVisible();
  },
};

/** A server search: results arrive after a delay; meanwhile the field says it is loading. */
function AsyncLocations(props: ComboBoxProps<Place>) {
  const [text, setText] = useState('');
  const [items, setItems] = useState<Place[]>([]);
  const [isLoading, setLoading] = useState(false);
  useEffect(() => {
    if (text === '') return;
    const timer = setTimeout(() => {
      setItems(locations.filter((l) => l.name.toLowerCase().includes(text.toLowerCase())));
      setLoading(false);
    }, 400);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <ComboBox
      {...props}
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        setLoading(next !== '');
      }}
      isLoading={isLoading}
    >
      {(item: Place) => (
        <Option id={item.id} description={item.address}>
          {item.name}
        </Option>
      )}
    </ComboBox>
  );
}

export const AsyncLoading: Story = {
  args: { label: 'Location', defaultItems: undefined, placeholder: 'Search a location' },
  render: (args) => <AsyncLocations {...(args as unknown as ComboBoxProps<Place>)} />,
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('lyon');
    // While the list is open react-aria hides the rest of the page from assistive technology;
    // the list itself says "Loading…" until the first results come.
    await waitFor(() =>
      expect(canvasElement.querySelector('[role="progressbar"][aria-label="Loading…"]')).not.toBeNull(),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Loading…')).toBeVisible();
    await expect(await body.findByRole('option', { name: /Lyon/ }, { timeout: 3000 })).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'claire' } };

export const Required: Story = {
  args: { isRequired: true },
  decorators: [inForm],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please enter your seller')).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Vendeurresponsabledelaréponseàl’avisclient', placeholder: 'Rechercher un vendeur', isRequired: true },
  decorators: [inColumn(240)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Afficher les suggestions/ })).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...mobileStory, args: { size: 'lg' } };

const states: Array<{ label: string; props: Partial<ComboBoxProps<Seller>> }> = [
  { label: 'empty', props: {} },
  { label: 'selected', props: { defaultSelectedKey: 'claire' } },
  { label: 'loading', props: { isLoading: true, defaultInputValue: 'Cla' } },
  { label: 'invalid', props: { isInvalid: true, errorMessage: 'Please enter your seller' } },
  { label: 'disabled', props: { isDisabled: true, defaultSelectedKey: 'claire' } },
];

export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Matrix
      columns={['state']}
      rows={states.map((state) => ({
        label: state.label,
        cells: [
          <div key="cell" style={{ width: 300 }}>
            <ComboBox {...args} {...state.props}>
              {(item: Seller) => <Option id={item.id}>{item.name}</Option>}
            </ComboBox>
          </div>,
        ],
      }))}
    />
  ),
};

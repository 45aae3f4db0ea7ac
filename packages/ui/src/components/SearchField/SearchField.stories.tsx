import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldWidth, inColumn } from '../../docs/formStoryHelpers.tsx';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { group } from '../Field/FieldGroup.css.ts';
import { SearchField, type SearchFieldProps } from './SearchField.tsx';

const sizes = recipeOptions(group, 'size');

const meta = {
  title: 'UI/Forms/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Search reviews',
    placeholder: 'Search reviews',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
  decorators: [fieldWidth],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Search sellers', placeholder: 'Name or email' },
};

/** Type and submit with Enter; the clear button is for pointers (keyboards use Escape). */
export const TypeSubmitAndClear: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('boulangerie');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('boulangerie');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'Martin' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Martin' } };

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { 'aria-label': 'Rechercher', defaultValue: 'Boulangeriepâtisseriedelaplacedel’Hôteldeville' },
  decorators: [inColumn(240)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Effacer la recherche' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...mobileStory, args: { size: 'lg' } };

const states: Array<{ label: string; props: Partial<SearchFieldProps> }> = [
  { label: 'empty', props: {} },
  { label: 'filled', props: { defaultValue: 'Martin' } },
  { label: 'disabled', props: { isDisabled: true, defaultValue: 'Martin' } },
];

export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <Matrix
      columns={sizes}
      rows={states.map((state) => ({
        label: state.label,
        cells: sizes.map((size) => (
          <div key={size} style={{ width: 220 }}>
            <SearchField {...args} size={size} {...state.props} />
          </div>
        )),
      }))}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Spinner } from './Spinner.tsx';
import { spinner } from './Spinner.css.ts';

const sizes = recipeOptions(spinner, 'size');
const tones = recipeOptions(spinner, 'tone');

const meta = {
  title: 'UI/Feedback/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: sizes },
    tone: { control: 'inline-radio', options: tones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const indicator = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(indicator).not.toHaveAttribute('aria-valuenow');
  },
};

export const Named: Story = {
  args: { 'aria-label': 'Loading reviews' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading reviews' })).toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
  },
};

export const OnAccent: Story = {
  args: { tone: 'current' },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'inline-flex',
          padding: 12,
          borderRadius: 8,
          background: 'var(--sc-color-background-accent)',
          color: 'white',
        }}
      >
        {Story()}
      </div>
    ),
  ],
};

export const Mobile: Story = { ...mobileStory, args: { size: 'lg' } };

export const Catalog: Story = {
  render: () => (
    <Matrix
      columns={sizes}
      rows={tones.map((tone) => ({
        label: tone,
        cells: sizes.map((size) => <Spinner key={size} size={size} tone={tone} />),
      }))}
    />
  ),
};

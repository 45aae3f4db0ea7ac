import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Text, textElements } from './Text.tsx';
import { text } from './Text.css.ts';

const sizes = recipeOptions(text, 'size');
const tones = recipeOptions(text, 'tone');
const weights = recipeOptions(text, 'weight');

const meta = {
  title: 'UI/Typography/Text',
  component: Text,
  args: { children: 'Claire collected 12 reviews this week, 3 more than last week.' },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: sizes },
    tone: { control: 'inline-radio', options: tones },
    weight: { control: 'inline-radio', options: weights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Claire collected 12 reviews');
  },
};

export const Muted: Story = { args: { tone: 'muted', size: 'sm', children: 'Last synchronised March 4, 2026' } };

export const Danger: Story = { args: { tone: 'danger', children: 'The payment failed. Check the card details.' } };

export const InlineSpan: Story = {
  args: { as: 'span', weight: 'medium', children: '4.8' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span')).toHaveTextContent('4.8');
  },
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'Merci pour votre accueil chaleureux, le pain était encore tiède et la vendeuse très souriante.',
  },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const node = canvasElement.querySelector('p')!;
    await expect(node.scrollWidth).toBeGreaterThan(node.clientWidth);
    await expect(node).toHaveAttribute('title');
  },
};

/** An unbroken French string wraps inside its column instead of overflowing. */
export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Lesvendeursdel’établissementontcollectéplusd’avisquelemoisdernieretl’objectifestatteint' },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const node = canvasElement.querySelector('p')!;
    await expect(node.scrollWidth).toBeLessThanOrEqual(node.clientWidth + 1);
  },
};

export const Mobile: Story = { ...mobileStory };

/** Every size × tone; the options come from the recipe. */
export const Catalog: Story = {
  render: () => (
    <Matrix
      columns={tones}
      rows={sizes.flatMap((size) =>
        weights.map((weight) => ({
          label: `${size} ${weight}`,
          cells: tones.map((tone) => (
            <Text key={tone} size={size} tone={tone} weight={weight}>
              12 new reviews
            </Text>
          )),
        })),
      )}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { RatingStars } from './RatingStars.tsx';
import { stars } from './RatingStars.css.ts';

const sizes = recipeOptions(stars, 'size');

const meta = {
  title: 'UI/Data/RatingStars',
  component: RatingStars,
  args: { value: 4.5 },
  argTypes: {
    size: { control: 'inline-radio', options: sizes },
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One image with the rating in words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
  },
};

/** Shown to the nearest half, said to the nearest tenth. */
export const Rounding: Story = {
  args: { value: 4.26 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4.3 out of 5 stars' })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { value: 0 } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { value: 3.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3,5 sur 5 étoiles' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...mobileStory, args: { size: 'lg' } };

const values = [0, 1, 2.5, 3.5, 4.5, 5];

/**
 * A row a value, a column a size: the lg stars of six values side by side were wider than the page.
 * Every filled star, whole or half, is drawn at the empty star's size and clipped to its share:
 * a half star was once a shrunken whole star.
 */
export const Catalog: Story = {
  play: async ({ canvas }) => {
    const ratings = canvas.getAllByRole('img');
    await expect(ratings).toHaveLength(values.length * sizes.length);
    let halves = 0;
    for (const rating of ratings) {
      for (const star of rating.children) {
        const [empty, fill] = star.querySelectorAll('svg');
        if (!empty || !fill) continue;
        const emptyBox = empty.getBoundingClientRect();
        const fillBox = fill.getBoundingClientRect();
        const clip = fill.parentElement?.getBoundingClientRect();
        await expect(fillBox.width).toBeCloseTo(emptyBox.width, 1);
        await expect(fillBox.height).toBeCloseTo(emptyBox.height, 1);
        await expect(fillBox.left).toBeCloseTo(emptyBox.left, 1);
        await expect(fillBox.top).toBeCloseTo(emptyBox.top, 1);
        // The clip shows a whole star or its left half.
        const share = (clip?.width ?? 0) / emptyBox.width;
        await expect([0.5, 1].some((shown) => Math.abs(share - shown) < 0.02)).toBe(true);
        if (share < 0.75) halves += 1;
      }
    }
    await expect(halves).toBe(values.filter((value) => !Number.isInteger(value)).length * sizes.length);
  },
  render: () => (
    <Matrix
      columns={sizes}
      rows={values.map((value) => ({
        label: String(value),
        cells: sizes.map((size) => <RatingStars key={size} value={value} size={size} />),
      }))}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Skeleton } from './Skeleton.tsx';
import { skeleton } from './Skeleton.css.ts';

const shapes = recipeOptions(skeleton, 'shape');

const meta = {
  title: 'UI/Feedback/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: shapes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  },
};

export const Paragraph: Story = { args: { lines: 3 } };

export const Circle: Story = { args: { shape: 'circle', height: 40 } };

export const Rect: Story = { args: { shape: 'rect', height: 120 } };

/** A review card while it loads: the region says it is busy, the shapes stay silent. */
export const ReviewCard: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Latest review"
      role="region"
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: 12,
        padding: 16,
        background: 'var(--sc-color-background-surface)',
        borderRadius: 8,
      }}
    >
      <Skeleton shape="circle" height={40} />
      <div>
        <Skeleton width="40%" />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Latest review' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = { ...mobileStory, ...ReviewCard };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Skeleton />
      <Skeleton lines={3} />
      <div style={{ display: 'flex', gap: 12 }}>
        <Skeleton shape="circle" height={24} />
        <Skeleton shape="circle" height={32} />
        <Skeleton shape="circle" height={40} />
      </div>
      <Skeleton shape="rect" height={96} />
    </div>
  ),
};

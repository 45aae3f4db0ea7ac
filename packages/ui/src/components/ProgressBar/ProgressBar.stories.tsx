import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { progressBar } from './ProgressBar.css.ts';

const tones = recipeOptions(progressBar, 'tone');
const sizes = recipeOptions(progressBar, 'size');

const meta = {
  title: 'UI/Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Reviews collected', value: 60 },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: sizes },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Reviews collected' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByText('60%')).toBeVisible();
  },
};

/** A goal in reviews: "12 of 20" instead of a percentage. */
export const CampaignGoal: Story = {
  args: { label: 'Campaign goal', value: 12, maxValue: 20, valueLabel: '12 of 20 reviews', tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '12 of 20 reviews');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Synchronising reviews', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Synchronising reviews' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Upload', value: 30, size: 'sm' },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Avisrecueillisparl’ensembledesvendeursdel’établissement', value: 45 },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('45 %')).toBeVisible();
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
  },
};

export const Mobile: Story = { ...mobileStory };

export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <Matrix
      columns={['25 %', '100 %', 'indeterminate']}
      rows={tones.flatMap((tone) =>
        sizes.map((size) => ({
          label: `${tone} ${size}`,
          cells: [
            <div key="a" style={{ width: 200 }}>
              <ProgressBar aria-label={`${tone} quarter`} tone={tone} size={size} value={25} />
            </div>,
            <div key="b" style={{ width: 200 }}>
              <ProgressBar aria-label={`${tone} full`} tone={tone} size={size} value={100} />
            </div>,
            <div key="c" style={{ width: 200 }}>
              <ProgressBar aria-label={`${tone} unknown`} tone={tone} size={size} isIndeterminate />
            </div>,
          ],
        })),
      )}
    />
  ),
};

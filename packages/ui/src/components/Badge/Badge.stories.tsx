import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Badge } from './Badge.tsx';
import { badge } from './Badge.css.ts';

const tones = recipeOptions(badge, 'tone');

const meta = {
  title: 'UI/Feedback/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Count: Story = {
  args: { tone: 'accent', count: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12')).toBeInTheDocument();
  },
};

export const OverMax: Story = {
  args: { tone: 'danger', count: 250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeInTheDocument();
  },
};

/** French groups thousands with a narrow no-break space. */
export const LargeCountFrench: Story = {
  globals: { locale: 'fr' },
  args: { count: 1234, max: 9999 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toBe('1 234');
  },
};

/** A long word stays on one line and ends with an ellipsis inside its column. */
export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { tone: 'warning', children: 'Abonnementexpiréprochainementrenouvelezvotreforfait' },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
  },
};

export const Mobile: Story = { ...mobileStory, args: { count: 3, tone: 'info' } };

export const Catalog: Story = {
  render: () => (
    <Matrix
      columns={['label', 'count', 'over max']}
      rows={tones.map((tone) => ({
        label: tone,
        cells: [
          <Badge key="label" tone={tone}>
            {tone}
          </Badge>,
          <Badge key="count" tone={tone} count={7} />,
          <Badge key="max" tone={tone} count={120} />,
        ],
      }))}
    />
  ),
};

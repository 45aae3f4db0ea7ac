import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { LineChart, type LineChartProps } from './LineChart.tsx';
import type { Granularity, RatingPoint } from './format.ts';

const monthly: RatingPoint[] = [4.1, 4.2, 4.0, 4.3, 4.4, 4.35, 4.5, 4.45, 4.6, 4.55, 4.7, 4.65].map((value, i) => ({
  date: new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 10),
  value,
}));
const yearly: RatingPoint[] = [3.9, 4.1, 4.3, 4.5, 4.6].map((value, i) => ({ date: `${2022 + i}-01-01`, value }));

function RatingEvolution(args: LineChartProps) {
  const [granularity, setGranularity] = useState<Granularity>(args.defaultGranularity ?? 'months');
  return (
    <LineChart
      {...args}
      granularity={granularity}
      data={args.data.length === 0 ? [] : granularity === 'months' ? monthly : yearly}
      onGranularityChange={(next) => {
        setGranularity(next);
        args.onGranularityChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/LineChart',
  component: LineChart,
  args: { title: 'Average rating evolution', data: monthly, onGranularityChange: fn() },
  parameters: { frameWidth: 720 },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters['frameWidth'] as number | string }}>{Story()}</div>,
  ],
  render: (args) => <RatingEvolution {...args} />,
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The toggle switches to years: onGranularityChange fires and the points follow. */
export const Years: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onGranularityChange).toHaveBeenLastCalledWith('years');
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(5));
    await expect(canvas.getByRole('img', { name: '2026: 4.6 out of 5' })).toBeInTheDocument();
  },
};

/** The points are one tab stop; arrows move between them and the tooltip follows. */
export const KeyboardPoints: Story = {
  play: async ({ canvas, canvasElement }) => {
    const last = canvas.getByRole('img', { name: 'March 2026: 4.65 out of 5' });
    // Past the Months / Years toggle, the points are the next tab stop.
    for (let i = 0; i < 4 && !last.matches(':focus'); i++) await userEvent.tab();
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('img', { name: 'February 2026: 4.7 out of 5' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('img', { name: 'April 2025: 4.1 out of 5' })).toHaveFocus();
    await expect(within(canvasElement).getByText('April 2025')).toBeVisible();
  },
};

/** The same figures as a table, for screen readers and for people who prefer numbers. */
export const AsTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Average rating evolution' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings for this period yet')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { title: 'Évolution de la note moyenne' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Mois' })).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'mars 2026 : 4,65 sur 5' })).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { title: 'Évolutiondelanotemoyennedel’établissementprincipal' },
};

export const Mobile: Story = { ...mobileStory };

export const Catalog: Story = {
  parameters: { frameWidth: 'none' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }}>
      <RatingEvolution {...args} />
      <RatingEvolution {...args} defaultGranularity="years" />
      <RatingEvolution {...args} data={[]} />
    </div>
  ),
};

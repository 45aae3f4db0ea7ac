import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileStory, PlusIcon } from '../../docs/storyHelpers.tsx';
import { StatCard } from './StatCard.tsx';

const StarIcon = () => (
  <svg viewBox="0 0 20 20" width="1em" height="1em" fill="currentColor">
    <path d="M10 1.6l2.56 5.2 5.74.83-4.15 4.05.98 5.72L10 14.7l-5.13 2.7.98-5.72L1.7 7.63l5.74-.83z" />
  </svg>
);

const meta = {
  title: 'UI/Data/StatCard',
  component: StatCard,
  args: { label: 'Total reviews', value: '1,284', delta: 12, deltaPeriod: 'vs last month', icon: <PlusIcon /> },
  // One card's width; the Catalog story lifts it with `parameters.frameWidth`.
  parameters: { frameWidth: 280 },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters['frameWidth'] as number | string }}>{Story()}</div>,
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The change is said in full to screen readers; the arrow and figure are for the eye. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Up 12 from the previous period')).toBeInTheDocument();
  },
};

export const Decrease: Story = {
  args: { label: 'Average rating', value: '4.6', delta: -0.2, icon: <StarIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Down 0.2 from the previous period')).toBeInTheDocument();
  },
};

export const NoDelta: Story = { args: { label: 'Active members', value: '18', delta: undefined, icon: undefined } };

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByText('1,284')).not.toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Note moyenne', value: '4,6', delta: -0.2, deltaPeriod: 'vs le mois dernier', icon: <StarIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En baisse de 0,2 par rapport à la période précédente')).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Nombretotald’avisrecueillisparl’établissement',
    value: '1 284 567 890',
    deltaPeriod: 'parrapportaumoisdernier',
  },
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [(Story) => <div style={{ display: 'grid' }}>{Story()}</div>],
};

/** The dashboard's four figures, one per trend and the loading state. */
export const Catalog: Story = {
  parameters: { frameWidth: 'none' },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
      <StatCard label="Total reviews" value="1,284" delta={12} icon={<PlusIcon />} />
      <StatCard label="Average rating" value="4.6" delta={-0.2} icon={<StarIcon />} />
      <StatCard label="Active members" value="18" delta={0} />
      <StatCard label="Total campaigns" value="6" isLoading delta={1} />
    </div>
  ),
};

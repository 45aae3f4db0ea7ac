import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
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

/** Shows the figures once the story's play function says so, as a screen does when they arrive. */
let arrive = () => {};

const arrivingCards = {
  en: [
    { label: 'Total reviews', value: '1,284', delta: 12, deltaPeriod: 'vs last month' },
    { label: 'Average rating', value: '4.6', delta: -0.2 },
    { label: 'Active members', value: '18', delta: 0 },
    { label: 'Total campaigns', value: '6' },
  ],
  fr: [
    { label: 'Nombre total d’avis recueillis', value: '1 284', delta: 12, deltaPeriod: 'vs le mois dernier' },
    { label: 'Note moyenne', value: '4,6', delta: -0.2 },
    { label: 'Membres actifs', value: '18', delta: 0 },
    { label: 'Campagnes', value: '6' },
  ],
};

function ArrivingFigures({ locale }: { locale: keyof typeof arrivingCards }) {
  const [isLoading, setIsLoading] = useState(true);
  useEffect(() => {
    arrive = () => setIsLoading(false);
  }, []);
  return (
    // Each card its own height (`start`), as a card alone in its row would be.
    <div
      data-testid="cards"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 16,
        alignItems: 'start',
      }}
    >
      {arrivingCards[locale].map((card) => (
        <StatCard key={card.label} {...card} icon={<PlusIcon />} isLoading={isLoading} />
      ))}
    </div>
  );
}

/**
 * The placeholders are the height of what replaces them (the value's line, the change's line),
 * so nothing under the cards moves when the figures come: each card's box before and after.
 */
const keepsItsBox: Story['play'] = async ({ canvas }) => {
  const cards = () => Array.from(canvas.getByTestId('cards').children);
  const boxes = () =>
    cards().map((card) => {
      const { width, height } = card.getBoundingClientRect();
      return { width, height };
    });
  await waitFor(() => expect(cards().filter((card) => card.getAttribute('aria-busy') === 'true')).toHaveLength(4));
  const before = boxes();
  arrive();
  await waitFor(() => expect(cards().filter((card) => card.hasAttribute('aria-busy'))).toHaveLength(0));
  await expect(boxes()).toEqual(before);
};

/** The same picture as Catalog once the figures are there. */
export const PlaceholdersKeepTheirHeight: Story = {
  tags: ['skip-visual'],
  parameters: { frameWidth: 'none' },
  render: () => <ArrivingFigures locale="en" />,
  play: keepsItsBox,
};

/** On a phone (less padding), in French (labels on two lines). */
export const PlaceholdersKeepTheirHeightMobileFrench: Story = {
  ...mobileStory,
  tags: ['skip-visual'],
  globals: { ...mobileStory.globals, locale: 'fr' },
  parameters: { frameWidth: 'none' },
  render: () => <ArrivingFigures locale="fr" />,
  play: keepsItsBox,
};

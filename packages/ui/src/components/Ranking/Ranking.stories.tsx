import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Ranking, type RankingEntry } from './Ranking.tsx';

const team: RankingEntry[] = [
  { id: 'amina', name: 'Amina Diallo', value: '4.9' },
  { id: 'claire', name: 'Claire Martin', value: '4.8' },
  { id: 'hugo', name: 'Hugo Bernard', value: '4.6' },
  { id: 'sarah', name: 'Sarah Lefèvre', value: '4.5' },
  { id: 'louis', name: 'Louis Petit', value: '4.2' },
];

const meta = {
  title: 'UI/Data/Ranking',
  component: Ranking,
  args: { entries: team, currentId: 'sarah', 'aria-label': 'Team ranking by average rating' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Ranking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Medals carry their place in words; the current person is marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '1st place, gold medal' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '3rd place, bronze medal' })).toBeInTheDocument();
    const current = canvas.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'true')!;
    await expect(within(current).getByText('You')).toBeVisible();
    await expect(current).toHaveTextContent('Sarah Lefèvre');
  },
};

export const CurrentUserFirst: Story = { args: { currentId: 'amina' } };

export const WithPhotos: Story = {
  args: {
    entries: team.map((entry, i) =>
      i === 1
        ? {
            ...entry,
            avatarUrl:
              'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="%2393c5fd"/><circle cx="16" cy="13" r="6" fill="%231e3a8a"/><rect x="6" y="22" width="20" height="10" rx="5" fill="%231e3a8a"/></svg>',
          }
        : entry,
    ),
  },
};

export const Empty: Story = { args: { entries: [] } };

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '1re place, médaille d’or' })).toBeInTheDocument();
    await expect(canvas.getByText('Vous')).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    entries: [{ id: 'x', name: 'Marie-FrançoiseDelaunay-BeaumarchaisdeLaRochefoucauld', value: '128 avis' }, ...team],
    currentId: 'x',
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
};

export const Mobile: Story = { ...mobileStory };

export const Catalog: Story = { args: { currentId: 'claire' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { meId, sellerAreaMeta, storyDashboard } from './sellerAreaStory.tsx';

/** The seller's dashboard: own figures, team ranking (own row highlighted), active campaign. */
const meta = {
  ...sellerAreaMeta,
  args: { path: '/seller/dashboard', locale: 'en' },
  title: 'Console/SellerArea/SellerDashboardScreen',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const ranking = async (canvasElement: HTMLElement, name = 'Team ranking by reviews collected') =>
  within(canvasElement).findByRole('list', { name }, { timeout: 5000 });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await ranking(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Léa's own row is the highlighted one.
    const mine = list.querySelector('[aria-current]');
    await expect(mine).toHaveTextContent('Léa Moreau');
    await expect(canvas.getByText('38')).toBeVisible();
    await expect(canvas.getByText('4.7')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '13 of 20 reviews' })).toBeVisible();
  },
};

/** No campaign running for the seller: the campaign card's empty state. */
export const NoCampaign: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/seller/dashboard', () =>
        HttpResponse.json({ data: { ...storyDashboard, active_campaign: null } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No active campaign')).toBeVisible();
  },
};

/** A new seller: nothing collected yet, alone in the ranking, no campaign. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/seller/dashboard', () =>
        HttpResponse.json({
          data: {
            reviews_collected: 0,
            average_rating: null,
            ranking: [{ id: meId, name: 'Léa Moreau', rank: 1, reviews_collected: 0, average_rating: null }],
            active_campaign: null,
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await ranking(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(canvasElement).getByText('No active campaign')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await ranking(canvasElement, 'Classement de l’équipe par avis collectés');
  },
};

/** Long French names in the ranking and a long campaign title. */
export const LongFrenchNames: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/seller/dashboard', () =>
        HttpResponse.json({
          data: {
            ...storyDashboard,
            ranking: [
              {
                id: 's1',
                name: 'Marie-Éléonore-Clémentine de La Rochefoucauld-Montmorency',
                rank: 1,
                reviews_collected: 152,
                average_rating: 4.9,
              },
              { id: meId, name: 'Léa Moreau', rank: 2, reviews_collected: 38, average_rating: 4.74 },
              {
                id: 's3',
                name: 'Jean-Baptiste-Maximilien Saint-Exupéry-Delacroix',
                rank: 3,
                reviews_collected: 21,
                average_rating: 4.5,
              },
            ],
            active_campaign: {
              ...storyDashboard.active_campaign!,
              title: 'Grand challenge printanier des boulangeries du réseau Maison Dorée',
              reviews_target: null,
            },
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await ranking(canvasElement, 'Classement de l’équipe par avis collectés');
    await expect(within(canvasElement).getByText('13 avis collectés')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await ranking(canvasElement);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/seller/dashboard', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/seller/dashboard', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your dashboard could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

// Fixtures, the mocked API and the meta of the campaigns stories (kept out of the stories files:
// what a .stories.tsx file exports becomes a story).
import type { Campaign, CampaignRanking, CampaignStatus } from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { toastQueue } from '@starcrew/ui';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { oberkampfLocation, ownerUser } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';
import { lyon, sellersAnswer, team } from '../sellers/sellersStory.tsx';

const person = (n: number, first_name: string, last_name: string) => ({
  id: `00000000-0000-4000-a000-00000000000${n}`,
  first_name,
  last_name,
  full_name: `${first_name} ${last_name}`,
  image: null,
});
export const camille = person(1, 'Camille', 'Bernard');
export const lucas = person(2, 'Lucas', 'Dubois');
export const ines = person(3, 'Inès', 'Lefèvre');

const paris = { id: oberkampfLocation.id, title: oberkampfLocation.title };
const lyonPlace = { id: lyon.id, title: lyon.title };

export const campaignOf = (
  n: number,
  title: string,
  status: CampaignStatus,
  more: Partial<Campaign> = {},
): Campaign => ({
  id: `c000000${n}-0000-4000-a000-000000000000`,
  title,
  start_date: '2026-11-02',
  end_date: '2026-11-29',
  status,
  archived: false,
  reward_mode: 'target',
  reviews_target: 20,
  reward_rule: 'all_reaching_goal',
  winners_count: null,
  different_rewards: false,
  reward_description: 'A dinner for two',
  rank_rewards: [],
  amount_per_review_cents: null,
  location_mode: 'shared',
  locations: [paris],
  participants: [camille, lucas, ines],
  created_at: '2026-10-20T09:00:00.000Z',
  updated_at: '2026-10-20T09:00:00.000Z',
  ...more,
});

export const shared = campaignOf(1, 'November review push', 'in_progress', { locations: [paris, lyonPlace] });
export const separate = campaignOf(2, 'Winter podium', 'in_progress', {
  reward_rule: 'top_performers',
  winners_count: 3,
  different_rewards: true,
  reward_description: null,
  rank_rewards: [
    { rank: 1, description: 'A weekend in Annecy' },
    { rank: 2, description: 'A dinner for two' },
    { rank: 3, description: 'Cinema tickets' },
  ],
  location_mode: 'separate',
  locations: [paris, lyonPlace],
});
export const list = [
  shared,
  separate,
  campaignOf(3, 'Christmas per review', 'upcoming', {
    start_date: '2026-12-01',
    end_date: '2026-12-24',
    reward_mode: 'per_review',
    reviews_target: null,
    reward_description: null,
    amount_per_review_cents: 250,
    participants: [camille],
  }),
  campaignOf(4, 'October sprint', 'completed', { start_date: '2026-10-01', end_date: '2026-10-31' }),
];

export function campaignsAnswer(campaigns: Campaign[] = list) {
  const count = (status: CampaignStatus) => campaigns.filter((c) => c.status === status).length;
  return {
    data: {
      campaigns,
      counts: {
        all: campaigns.length,
        upcoming: count('upcoming'),
        in_progress: count('in_progress'),
        completed: count('completed'),
      },
      pagination: {
        current_page: 1,
        last_page: 1,
        per_page: 10,
        from: campaigns.length ? 1 : null,
        to: campaigns.length || null,
        total: campaigns.length,
      },
    },
  };
}

const entry = (rank: number, participant: typeof camille, reviews: number, target = 20) => ({
  rank,
  participant,
  reviews,
  progress: Math.min(1, reviews / target),
  reached_goal: reviews >= target,
  earned_cents: null,
});

export const sharedRankings: CampaignRanking[] = [
  { location: null, entries: [entry(1, camille, 23), entry(2, lucas, 14), entry(3, ines, 6)] },
];
export const separateRankings: CampaignRanking[] = [
  { location: paris, entries: [entry(1, camille, 18), entry(2, ines, 9)] },
  { location: lyonPlace, entries: [entry(1, lucas, 12)] },
];

/** The owner signed in, the working locations, the team: what every campaigns screen reads beside its own call. */
export const campaignsMeta = {
  component: ConsoleStory,
  args: { path: '/manager/campaigns', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    toastQueue.clear();
    signInAs(ownerUser);
    msw.use(
      http.get('/api/v1/active-locations', () => HttpResponse.json({ data: [oberkampfLocation, lyon] })),
      http.post('/api/v1/access-location', () => HttpResponse.json({ data: oberkampfLocation })),
      http.get('/api/v1/manager/sellers', () => HttpResponse.json(sellersAnswer(team))),
      http.get('/api/v1/manager/campaigns', () => HttpResponse.json(campaignsAnswer())),
      http.get('/api/v1/manager/campaigns/:id', ({ params }) =>
        HttpResponse.json({ data: params.id === separate.id ? separate : shared }),
      ),
      http.get('/api/v1/manager/campaigns/:id/rankings', ({ params }) =>
        HttpResponse.json({ data: { rankings: params.id === separate.id ? separateRankings : sharedRankings } }),
      ),
    );
    return () => toastQueue.clear();
  },
} satisfies Meta<typeof ConsoleStory>;

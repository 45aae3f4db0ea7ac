// Fixtures, the mocked API and the helpers of the seller-area stories (kept out of the stories
// files: what a .stories.tsx file exports becomes a story).
import type {
  CollectionLink,
  QrSettings,
  ReviewRequestsResponse,
  SellerCampaign,
  SellerDashboard,
} from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { toastQueue } from '@starcrew/ui';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { oberkampfLocation, sellerSession } from '../../testing/fixtures.ts';
import { storeSession } from '../../testing/storeSession.ts';

/** A logo as a data URL: stories never reach the network. */
export const storyLogo =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="%23b45309"/><path d="M20 9l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L20 25.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z" fill="white"/></svg>';

export const link = (locationId: string, title: string, code: string): CollectionLink => ({
  location_id: locationId,
  location_title: title,
  code,
  path: `/reviews/${locationId}/${code}`,
  url: `https://starcrew.app/reviews/${locationId}/${code}`,
});

export const storyLinks = [
  link('00000000-0000-4000-9000-000000000001', 'Maison Dorée – Paris Oberkampf', '3f9a1c7b2e4d'),
  link('00000000-0000-4000-9000-000000000002', 'Maison Dorée – Lyon', '8b2e6d0a9c15'),
];

export const storyQr: QrSettings = {
  primary_color: '#7c2d12',
  secondary_color: '#fff7ed',
  logo: storyLogo,
  name: 'Léa Moreau',
};

/** The seller's own area as Léa, a seller who already replaced the first password. */
export const sellerAreaMeta = {
  component: ConsoleStory,
  args: { path: '/seller/tools', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    toastQueue.clear();
    localStorage.clear();
    storeSession(sellerSession);
    msw.use(
      http.get('/api/v1/active-locations', () => HttpResponse.json({ data: [oberkampfLocation] })),
      http.post('/api/v1/access-location', () => HttpResponse.json({ data: oberkampfLocation })),
      http.get('/api/v1/seller/tools', () => HttpResponse.json({ data: { links: storyLinks, qr: storyQr } })),
      http.get('/api/v1/seller/dashboard', () => HttpResponse.json({ data: storyDashboard })),
      http.get('/api/v1/seller/campaigns', () => HttpResponse.json({ data: sellerCampaignsPage(storyCampaigns) })),
      http.get('/api/v1/seller/tools/requests', () => HttpResponse.json({ data: storySellerHistory })),
    );
    return () => toastQueue.clear();
  },
} satisfies Meta<typeof ConsoleStory>;

/** The seller's own review requests (issue 15): one sent by SMS, one by email that failed. */
export const storySellerHistory: ReviewRequestsResponse['data'] = {
  requests: [
    {
      id: 'rr1',
      location_id: storyLinks[0]!.location_id,
      location_title: storyLinks[0]!.location_title,
      channel: 'sms',
      first_name: 'Marie',
      recipient: '+33 •• •• •• 78',
      sent_by: { id: sellerSession.user.id, name: 'Léa Moreau' },
      seller: { id: sellerSession.user.id, name: 'Léa Moreau' },
      link: storyLinks[0]!.url,
      status: 'sent',
      created_at: '2026-03-12T10:24:00Z',
    },
    {
      id: 'rr2',
      location_id: storyLinks[1]!.location_id,
      location_title: storyLinks[1]!.location_title,
      channel: 'email',
      first_name: 'Thomas',
      recipient: 't•••@example.com',
      sent_by: { id: sellerSession.user.id, name: 'Léa Moreau' },
      seller: { id: sellerSession.user.id, name: 'Léa Moreau' },
      link: storyLinks[1]!.url,
      status: 'failed',
      created_at: '2026-03-11T16:05:00Z',
    },
  ],
  pagination: { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 2, total: 2 },
  limit: { per_day: 100, sent_today: 0 },
};

/** Léa's id in the story session: her ranking row is highlighted. */
export const meId = sellerSession.user.id;

export const storyDashboard: SellerDashboard = {
  reviews_collected: 38,
  average_rating: 4.74,
  ranking: [
    { id: 's1', name: 'Tom Garnier', rank: 1, reviews_collected: 52, average_rating: 4.8 },
    { id: meId, name: 'Léa Moreau', rank: 2, reviews_collected: 38, average_rating: 4.74 },
    { id: 's3', name: 'Inès Lefèvre', rank: 3, reviews_collected: 21, average_rating: 4.5 },
    { id: 's4', name: 'Hugo Petit', rank: 4, reviews_collected: 9, average_rating: 4.1 },
  ],
  active_campaign: {
    id: 'c1',
    title: 'Printemps des avis',
    start_date: '2026-03-01',
    end_date: '2026-03-31',
    reviews_target: 20,
    reviews_collected: 13,
  },
};

const place = { id: storyLinks[0]?.location_id ?? '', title: 'Maison Dorée – Paris Oberkampf' };
const aSellerCampaign = (over: Partial<SellerCampaign>): SellerCampaign => ({
  id: 'c1',
  title: 'Printemps des avis',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  status: 'in_progress',
  archived: false,
  reward_mode: 'target',
  reviews_target: 20,
  reward_rule: 'top_performers',
  winners_count: 2,
  different_rewards: true,
  reward_description: null,
  rank_rewards: [
    { rank: 1, description: 'Un brunch pour deux' },
    { rank: 2, description: 'Deux places de cinéma' },
  ],
  amount_per_review_cents: null,
  location_mode: 'shared',
  locations: [place],
  created_at: '2026-02-20T09:00:00Z',
  updated_at: '2026-02-20T09:00:00Z',
  standing: { rank: 2, reviews: 13, progress: 0.65, reached_goal: false, earned_cents: null },
  ...over,
});

/** Léa's campaigns: one running (target, a reward per rank), one per review, one upcoming, one over. */
export const storyCampaigns: SellerCampaign[] = [
  aSellerCampaign({}),
  aSellerCampaign({
    id: 'c2',
    title: 'Chaque avis compte',
    reward_mode: 'per_review',
    reviews_target: null,
    reward_rule: 'all_reaching_goal',
    winners_count: null,
    different_rewards: false,
    rank_rewards: [],
    amount_per_review_cents: 200,
    standing: { rank: 1, reviews: 7, progress: null, reached_goal: true, earned_cents: 1400 },
  }),
  aSellerCampaign({
    id: 'c3',
    title: 'Fête des mères',
    start_date: '2026-05-01',
    end_date: '2026-05-31',
    status: 'upcoming',
    reward_rule: 'all_reaching_goal',
    winners_count: null,
    different_rewards: false,
    rank_rewards: [],
    reviews_target: 10,
    reward_description: 'Une journée offerte',
    standing: { rank: 1, reviews: 0, progress: 0, reached_goal: false, earned_cents: null },
  }),
  aSellerCampaign({
    id: 'c4',
    title: 'Objectif hiver',
    start_date: '2026-01-05',
    end_date: '2026-02-15',
    status: 'completed',
    reward_rule: 'all_reaching_goal',
    winners_count: null,
    different_rewards: false,
    rank_rewards: [],
    reviews_target: 15,
    reward_description: 'Un bon de 50 €',
    standing: { rank: 1, reviews: 18, progress: 1, reached_goal: true, earned_cents: null },
  }),
];

/** `GET /seller/campaigns` answering every campaign on one page. */
export const sellerCampaignsPage = (campaigns: SellerCampaign[]) => {
  const count = (status: SellerCampaign['status']) => campaigns.filter((c) => c.status === status).length;
  return {
    campaigns,
    counts: {
      all: campaigns.length,
      upcoming: count('upcoming'),
      in_progress: count('in_progress'),
      completed: count('completed'),
    },
    pagination: {
      total: campaigns.length,
      per_page: 100,
      current_page: 1,
      last_page: 1,
      from: campaigns.length ? 1 : null,
      to: campaigns.length || null,
    },
  };
};

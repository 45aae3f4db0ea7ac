// Fixtures, the mocked API and the helpers of the seller-area stories (kept out of the stories
// files: what a .stories.tsx file exports becomes a story).
import type { CollectionLink, QrSettings, ReviewRequestsResponse, SellerDashboard } from '@starcrew/contract';
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

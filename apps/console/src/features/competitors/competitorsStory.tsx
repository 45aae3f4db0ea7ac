// Fixtures, the mocked API and the helpers of the Competitors stories (kept out of the stories
// files: what a .stories.tsx file exports becomes a story).
import type { Competitor, CompetitorReviews, CompetitorsList, PlaceResult } from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { toastQueue } from '@starcrew/ui';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { oberkampfLocation, ownerUser } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';

export const competitor = (n: number, name: string, figures: Partial<Competitor> = {}): Competitor => ({
  id: `00000000-0000-4000-b000-00000000000${n}`,
  place_id: `sandbox-${n}`,
  name,
  address: `${n * 7} Rue Oberkampf, 75011 Paris`,
  average_rating: 4.4,
  total_reviews: 212,
  last_month_reviews: 9,
  rating_difference: -0.2,
  reviews_difference: -19,
  rating_trend: 0.05,
  refreshed_at: '2026-03-10T03:15:00.000Z',
  ...figures,
});

export const rivals = [
  competitor(1, 'Boulangerie Moreau', {
    average_rating: 4.8,
    total_reviews: 402,
    rating_difference: 0.2,
    reviews_difference: 171,
    last_month_reviews: 23,
    rating_trend: 0.12,
  }),
  competitor(2, 'Au Pain de la Roquette'),
  competitor(3, 'Pâtisserie des Lilas – Maison fondée en 1928', {
    average_rating: 3.9,
    total_reviews: 88,
    rating_difference: -0.7,
    reviews_difference: -143,
    last_month_reviews: 2,
    rating_trend: -0.21,
  }),
  competitor(4, 'Le Fournil Saint-Maur', { rating_trend: null, last_month_reviews: 0 }),
];

export const location = {
  id: oberkampfLocation.id,
  title: oberkampfLocation.title,
  average_rating: 4.6,
  total_reviews: 231,
};

export const listAnswer = (list: Competitor[] = rivals, limit = 10): { data: CompetitorsList } => ({
  data: { location, competitors: list, limit },
});

export const searchResults: PlaceResult[] = [
  {
    place_id: 'sandbox-9',
    name: 'Boulangerie Chevalier',
    address: '18 Rue de la Folie-Méricourt, 75011 Paris',
    average_rating: 4.3,
    total_reviews: 156,
    tracked: false,
  },
  {
    place_id: 'sandbox-1',
    name: 'Boulangerie Moreau',
    address: '7 Rue Oberkampf, 75011 Paris',
    average_rating: 4.8,
    total_reviews: 402,
    tracked: true,
  },
  {
    place_id: 'sandbox-8',
    name: 'Boulangerie du Marché Popincourt',
    address: null,
    average_rating: null,
    total_reviews: 0,
    tracked: false,
  },
];

export const reviewsAnswer = (c: Competitor = rivals[0]!): { data: CompetitorReviews } => ({
  data: {
    competitor: c,
    maps_url: 'https://maps.google.com/?cid=1',
    reviews: [
      {
        id: 'r1',
        author_name: 'Claire Dubois',
        author_photo_url: null,
        rating: 5,
        text: 'Les meilleurs croissants du quartier, et toujours un sourire.',
        language: 'fr',
        published_at: '2026-03-08T09:12:00.000Z',
      },
      {
        id: 'r2',
        author_name: 'James Carter',
        author_photo_url: null,
        rating: 4,
        text: 'Great sourdough, a bit of a queue on Sunday mornings.',
        language: 'en',
        published_at: '2026-03-02T17:40:00.000Z',
      },
      {
        id: 'r3',
        author_name: 'Nadia B.',
        author_photo_url: null,
        rating: 3,
        text: null,
        language: null,
        published_at: '2026-02-21T08:00:00.000Z',
      },
    ],
  },
});

/** Competitors as the owner at the Oberkampf location. */
export const competitorsMeta = {
  component: ConsoleStory,
  args: { path: '/manager/competitors', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    toastQueue.clear();
    signInAs(ownerUser);
    msw.use(
      http.get('/api/v1/active-locations', () => HttpResponse.json({ data: [oberkampfLocation] })),
      http.post('/api/v1/access-location', () => HttpResponse.json({ data: oberkampfLocation })),
      http.get('/api/v1/manager/competitors', () => HttpResponse.json(listAnswer())),
      http.get('/api/v1/manager/competitors/search', () => HttpResponse.json({ data: searchResults })),
      http.get('/api/v1/manager/competitors/:id/reviews', () => HttpResponse.json(reviewsAnswer())),
    );
    return () => toastQueue.clear();
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: /Boulangerie Moreau/ }, { timeout: 4000 });
  },
} satisfies Meta<typeof ConsoleStory>;

/** Opens a row's menu and picks an item. */
export async function rowAction(canvasElement: HTMLElement, name: string, item: string) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${name}$`) }));
  await userEvent.click(await body.findByRole('menuitem', { name: item }));
  return body;
}

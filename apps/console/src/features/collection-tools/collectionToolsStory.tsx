// Fixtures, the mocked API, the meta and the shared steps of the collection tools stories (kept
// out of the stories files: what a .stories.tsx file exports becomes a story).
import {
  DEFAULT_COLLECTION_TEMPLATES,
  DEFAULT_QR_COLORS,
  type CollectionTools,
  type Location,
  type ReviewRequestEntry,
  type ReviewRequestsResponse,
} from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { mobileStory } from '@starcrew/ui/testing';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { managerSession } from '../../testing/fixtures.ts';
import { signInFresh } from '../dashboard/dashboardStory.tsx';
import { storyQr } from '../seller-area/sellerAreaStory.tsx';

export const toolsLocation: Location = {
  id: '00000000-0000-4000-9000-000000000001',
  title: 'Maison Dorée – Paris Oberkampf',
  name: 'Maison Dorée – Paris Oberkampf',
  address: null,
  average_rating: 4.6,
  total_reviews: 231,
  license_status: 'active',
  review_url: null,
};

const linkOf = (code: string) => ({
  location_id: toolsLocation.id,
  location_title: toolsLocation.title,
  code,
  path: `/reviews/${toolsLocation.id}/${code}`,
  url: `https://starcrew.app/reviews/${toolsLocation.id}/${code}`,
});

/** The tools of a location that never saved its messages (the defaults), with two sellers. */
export const storyTools = (locale: 'en' | 'fr' = 'en'): CollectionTools => ({
  location: { id: toolsLocation.id, title: toolsLocation.title },
  templates: { ...DEFAULT_COLLECTION_TEMPLATES[locale], is_default: true, updated_at: null },
  link: linkOf('5c1e0a9b7d42'),
  sellers: [
    // Léa's code is customized (colours, logo); Tom's has the defaults.
    { id: 's1', first_name: 'Léa', last_name: 'Moreau', link: linkOf('3f9a1c7b2e4d'), qr: storyQr },
    {
      id: 's2',
      first_name: 'Tom',
      last_name: 'Garnier',
      link: linkOf('8b2e6d0a9c15'),
      qr: { ...DEFAULT_QR_COLORS, logo: null, name: 'Tom Garnier' },
    },
  ],
  limit: { per_day: 100, sent_today: 12 },
});

const entry = (
  n: number,
  channel: 'email' | 'sms',
  firstName: string,
  recipient: string,
  sender: string,
  seller: string | null,
  status: 'sent' | 'failed',
) => ({
  id: `rr${n}`,
  location_id: toolsLocation.id,
  location_title: toolsLocation.title,
  channel,
  first_name: firstName,
  recipient,
  sent_by: { id: `u${n}`, name: sender },
  seller: seller ? { id: `s${n}`, name: seller } : null,
  link: linkOf('3f9a1c7b2e4d').url,
  status,
  created_at: `2026-03-1${n}T10:2${n}:00Z`,
});

export const storyHistory: ReviewRequestsResponse['data'] = {
  requests: [
    entry(4, 'sms', 'Marie', '+33 •• •• •• 78', 'Léa Moreau', 'Léa Moreau', 'sent'),
    entry(3, 'email', 'Thomas', 't•••@example.com', 'Hugo Martin', null, 'sent'),
    entry(2, 'email', 'Inès', 'i•••@example.fr', 'Hugo Martin', 'Tom Garnier', 'failed'),
  ],
  pagination: { current_page: 1, last_page: 2, per_page: 10, from: 1, to: 10, total: 14 },
  limit: { per_day: 100, sent_today: 12 },
};

/** The history's second page: the four oldest of the fourteen requests. */
export const storyHistoryPage2: ReviewRequestsResponse['data'] = {
  requests: [
    {
      ...entry(5, 'email', 'Chloé', 'c•••@example.fr', 'Hugo Martin', 'Léa Moreau', 'sent'),
      created_at: '2026-03-04T17:05:00Z',
    },
    {
      ...entry(6, 'sms', 'Karim', '+33 •• •• •• 12', 'Léa Moreau', 'Léa Moreau', 'sent'),
      created_at: '2026-03-03T12:40:00Z',
    },
    {
      ...entry(7, 'email', 'Sofia', 's•••@example.com', 'Hugo Martin', null, 'failed'),
      created_at: '2026-03-02T10:15:00Z',
    },
    {
      ...entry(8, 'sms', 'Julien', '+33 •• •• •• 90', 'Hugo Martin', 'Tom Garnier', 'sent'),
      created_at: '2026-03-01T09:30:00Z',
    },
  ],
  pagination: { current_page: 2, last_page: 2, per_page: 10, from: 11, to: 14, total: 14 },
  limit: { per_day: 100, sent_today: 12 },
};

/** The history's page a request asks for (`?page=`): the second, or the first. */
export const historyPageOf = (request: Request) =>
  new URL(request.url).searchParams.get('page') === '2' ? storyHistoryPage2 : storyHistory;

/** The manager's history, by pages. */
export const historyPages = http.get('/api/v1/manager/tools/:id/requests', ({ request }) =>
  HttpResponse.json({ data: historyPageOf(request) }),
);

export const emptyHistory: ReviewRequestsResponse['data'] = {
  requests: [],
  pagination: { current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 },
  limit: { per_day: 100, sent_today: 0 },
};

/** The history once `entry` has been sent: on top of its first page, one more request in all. */
const withSent = (history: ReviewRequestsResponse['data'], entry: ReviewRequestEntry) => ({
  ...history,
  requests: [entry, ...history.requests],
  pagination: {
    ...history.pagination,
    to: Math.min((history.pagination.to ?? 0) + 1, history.pagination.per_page),
    total: history.pagination.total + 1,
  },
});

/**
 * A review request sent at `path`, then read back from the history there: the send answers
 * `entry` with the server's `message`, and from then on the history lists it on top of
 * `history`; before the send the history answers `before(request)` (`history` by default).
 * `isSent()` is for a story's other handlers (the day's count).
 */
export function sendingRequest(
  path: string,
  entry: ReviewRequestEntry,
  message: string,
  history: ReviewRequestsResponse['data'],
  before: (request: Request) => ReviewRequestsResponse['data'] = () => history,
) {
  let sent = false;
  return {
    isSent: () => sent,
    handlers: [
      http.post(path, () => {
        sent = true;
        return HttpResponse.json({ data: entry, message }, { status: 201 });
      }),
      http.get(path, ({ request }) => HttpResponse.json({ data: sent ? withSent(history, entry) : before(request) })),
    ],
  };
}

/** The location list, the tools and the history of `/manager/tools`. */
export function toolsApi(
  locations: Location[] = [toolsLocation],
  tools = storyTools(),
  history = storyHistory,
): RequestHandler[] {
  return [
    http.get('/api/v1/active-locations', () => HttpResponse.json({ data: locations })),
    http.post('/api/v1/access-location', () => HttpResponse.json({ data: locations[0] })),
    http.get('/api/v1/manager/tools/:id', () => HttpResponse.json({ data: tools })),
    http.get('/api/v1/manager/tools/:id/requests', () => HttpResponse.json({ data: history })),
  ];
}

/** `/manager/tools` as the console shows it, signed in as a manager. */
export const toolsMeta = {
  component: ConsoleStory,
  args: { path: '/manager/tools', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    msw.use(...toolsApi());
    return signInFresh(managerSession);
  },
} satisfies Meta<typeof ConsoleStory>;

/** A story on a phone, in French. */
export const mobileFrench = { ...mobileStory, globals: { ...mobileStory.globals, locale: 'fr' } };

/** The French tools, the location's defaults in French. */
export const frenchTools = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) => {
    msw.use(...toolsApi(undefined, storyTools('fr')));
  },
};

/** Waits for the tools to show: the Messages card, and the first code drawn. */
export const shown = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: /Messages/ }, { timeout: 15_000 });
  await waitFor(() => expect(canvasElement.querySelector('[role="img"] svg')).not.toBeNull(), { timeout: 5000 });
  return canvas;
};

/**
 * A Copy story's `beforeEach`: the clipboard takes the text at once (no permission asked), and
 * is given back after the story.
 */
export const spyOnClipboard = () => {
  const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => write.mockRestore();
};

/** Waits for `url` to go to the clipboard and for the toast that confirms it. */
export const copied = async (canvasElement: HTMLElement, url: string) => {
  await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(url));
  // The toast fades in: found at once, visible a moment later.
  const toast = await within(canvasElement.ownerDocument.body).findByText(
    'Link copied. Paste it wherever your customers are.',
  );
  await waitFor(() => expect(toast).toBeVisible());
};

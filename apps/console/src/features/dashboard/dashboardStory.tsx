import type { DashboardStats, Location, SessionData } from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { toastQueue } from '@starcrew/ui';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { storeSession } from '../../testing/storeSession.ts';

/** The dashboard as the console shows it: router, guard, layout, the API mocked with MSW. */
export const dashboardMeta = {
  component: ConsoleStory,
  args: { path: '/manager/dashboard', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ConsoleStory>;

/**
 * Signs `session` in afresh: no location kept from another story, and no toast either (the
 * queue outlives a story). Returns the cleanup for `beforeEach`.
 */
export function signInFresh(session: SessionData) {
  localStorage.clear();
  storeSession(session);
  toastQueue.clear();
  return () => toastQueue.clear();
}

const location = (n: number, title: string, rating: number | null, reviews: number): Location => ({
  id: `00000000-0000-4000-9000-00000000000${n}`,
  title,
  name: title,
  address: null,
  average_rating: rating,
  total_reviews: reviews,
  license_status: 'active',
  review_url: null,
});

export const paris = location(1, 'Maison Dorée – Paris Oberkampf', 4.6, 231);
export const lyon = location(2, 'Maison Dorée – Lyon Croix-Rousse', 4.4, 187);
export const marseille = location(3, 'Maison Dorée – Marseille Cours Julien', null, 0);

function stats(
  totalReviews: number,
  average: number | null,
  rated: number,
  sum: number,
  members: number,
  campaigns: number,
  detail: Pick<DashboardStats, 'ranking' | 'evolution'> = { ranking: [], evolution: [] },
): DashboardStats {
  return {
    total_reviews: totalReviews,
    average_rating: average,
    rated_reviews: rated,
    rating_sum: sum,
    active_members: members,
    total_campaigns: campaigns,
    competitors: [],
    ...detail,
  };
}

const member = (n: number, first: string, last: string, total: number, average: number | null) => ({
  id: `00000000-0000-4000-8000-00000000001${n}`,
  first_name: first,
  last_name: last,
  total_reviews: total,
  rated_reviews: total,
  average_rating: average,
});

/** The team: sorted by total reviews as the server sends it. */
export const team = [
  member(1, 'Inès', 'Martin', 214, 4.71),
  member(2, 'Lucas', 'Bernard', 178, 4.82),
  member(3, 'Chloé', 'Dubois', 143, 4.55),
  member(4, 'Hugo', 'Laurent', 96, 4.9),
  member(5, 'Léa', 'Moreau', 41, 4.32),
  member(6, 'Nathan', 'Petit', 0, null),
];

/** Two years and two months of history, ending February 2026, steadier and better over time. */
export const history = Array.from({ length: 26 }, (_, i) => {
  const date = new Date(Date.UTC(2024, i, 1));
  const reviews = 30 + ((i * 17) % 40) + i * 2;
  const average = Math.min(4.9, 4.1 + i * 0.03 + ((i * 7) % 5) * 0.04);
  return {
    month: date.toISOString().slice(0, 7),
    reviews,
    rated_reviews: reviews,
    rating_sum: Math.round(average * reviews),
  };
});

/** Two competitors followed for Paris, with a monthly history (the last snapshot of each month). */
export const rivals = [
  { id: 'c1', name: 'Boulangerie du Marché', base: 4.2, step: 0.01 },
  { id: 'c2', name: 'Au Pain Doré', base: 4.5, step: -0.012 },
].map(({ id, name, base, step }) => ({
  id,
  name,
  months: history.slice(4).map(({ month }, i) => ({
    month,
    average_rating: Math.round((base + step * i + ((i * 3) % 4) * 0.02) * 100) / 100,
  })),
}));

/** The figures of each location, and of everything (no `location_id`). */
export const figures: Record<string, DashboardStats> = {
  [paris.id]: stats(1284, 4.62, 1280, 5914, 6, 3, { ranking: team, evolution: history }),
  [lyon.id]: stats(187, 4.41, 187, 825, 4, 2, { ranking: team.slice(1, 5), evolution: history.slice(12) }),
  [marseille.id]: stats(0, null, 0, 0, 2, 1, { ranking: team.slice(5).map((m) => ({ ...m })), evolution: [] }),
  all: stats(1471, 4.59, 1467, 6739, 12, 5, { ranking: team, evolution: history }),
};

/** The top bar's calls and the dashboard's, for a user who sees these locations. */
export function dashboardApi(locations: Location[], stats = figures): RequestHandler[] {
  return [
    http.get('/api/v1/active-locations', () => HttpResponse.json({ data: locations })),
    http.post('/api/v1/access-location', async ({ request }) => {
      const { location_id: id } = (await request.json()) as { location_id: string };
      const found = locations.find((l) => l.id === id);
      return found ? HttpResponse.json({ data: found }) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.get('/api/v1/manager/dashboard', ({ request }) => {
      const id = new URL(request.url).searchParams.get('location_id') ?? 'all';
      const data = stats[id];
      return data
        ? HttpResponse.json({ data })
        : HttpResponse.json({ message: 'The page you are looking for does not exist.' }, { status: 404 });
    }),
  ];
}

/** The canvas once the dashboard's figures are on it (the console loads its session, catalogue and lazy screen first). */
export async function figuresShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const name = /Key figures|Chiffres clés/;
  await canvas.findByRole('list', { name }, { timeout: 15_000 });
  // The cards say they are loading with aria-busy until the figures are in (the list is found
  // afresh each time: the loaded figures replace the placeholders' list).
  await waitFor(() => expect(canvas.getByRole('list', { name }).querySelector('[aria-busy]')).toBeNull(), {
    timeout: 8000,
  });
  await panelsShown(canvasElement);
  return canvas;
}

/** The ranking and the chart, once their chunks are in: the table, and the chart's points or its empty state. */
export async function panelsShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('grid', { name: /Team ranking|Classement de l’équipe/ }, { timeout: 15_000 });
  await waitFor(
    () =>
      expect(
        canvas.queryByRole('group', { name: /Average rating by period|Note moyenne par période/ }) ??
          canvas.queryByText(/No reviews yet|Aucun avis pour l’instant/),
      ).not.toBeNull(),
    { timeout: 15_000 },
  );
  return canvas;
}

/** The ranking's members, top to bottom. */
export function rankedNames(canvasElement: HTMLElement) {
  const grid = within(canvasElement).getByRole('grid', { name: /Team ranking|Classement de l’équipe/ });
  return within(grid)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** Types a target into the goal calculator with the keyboard and commits it with Enter. */
export async function typeTarget(canvasElement: HTMLElement, target: string) {
  const canvas = await figuresShown(canvasElement);
  const field = canvas.getByRole('textbox', { name: /Target score|Note cible/ });
  await userEvent.click(field);
  await userEvent.clear(field);
  await userEvent.keyboard(`${target}{Enter}`);
  return canvas;
}

/** Where the page asked the browser to go: the 406 sends it away with `location.assign`. */
export interface NavigationProbe {
  requested: string[];
  stop(): void;
}

/**
 * Catches full-page navigations (Chromium's Navigation API) instead of leaving the story:
 * a 406 makes the console call `window.location.assign('/manager/plans')`, which would
 * otherwise unload Storybook's frame.
 */
export function probeNavigations(): NavigationProbe {
  const requested: string[] = [];
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  const stopAway = (event: Event) => {
    const { destination, cancelable } = event as Event & { destination: { url: string }; cancelable: boolean };
    const url = new URL(destination.url);
    // The memory router never changes the frame's document: anything else leaves it.
    if (url.pathname.startsWith('/iframe.html') || !cancelable) return;
    requested.push(url.pathname);
    event.preventDefault();
  };
  navigation?.addEventListener('navigate', stopAway);
  return { requested, stop: () => navigation?.removeEventListener('navigate', stopAway) };
}

import { isLocale } from '@starcrew/i18n';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { ownerUser } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';

export const CONNECT_PATH = '/manager/business-profile-setup/connect-google';
export const SELECT_PATH = '/manager/business-profile-setup/select-business';

/** A new owner: verified, no billing info yet, no business profile. */
export const newOwner = { ...ownerUser, business_profile_token: false, is_plan_subscribed: false, billing_info: null };

/** Three of the sandbox's bakeries, as the select step lists them. */
export const sandboxLocations = [
  {
    id: 'locations/1',
    title: 'Maison Dorée – Paris Oberkampf',
    address: '42 Rue Oberkampf, 75011 Paris',
    average_rating: 4.6,
    total_reviews: 231,
    connected: false,
  },
  {
    id: 'locations/2',
    title: 'Maison Dorée – Lyon Croix-Rousse',
    address: '12 Grande Rue de la Croix-Rousse, 69004 Lyon',
    average_rating: 4.4,
    total_reviews: 187,
    connected: false,
  },
  {
    id: 'locations/3',
    title: 'Maison Dorée – Marseille Cours Julien',
    address: '8 Cours Julien, 13006 Marseille',
    average_rating: null,
    total_reviews: 0,
    connected: false,
  },
];

/** A network of `total` bakeries, for the paged list ("Select all" spans pages never listed). */
export const manyLocations = (total: number) =>
  Array.from({ length: total }, (_, index) => ({
    id: `locations/${index + 1}`,
    title: `Maison Dorée – Boutique ${index + 1}`,
    address: `${index + 1} Rue de Rivoli, 75001 Paris`,
    average_rating: 4.2 + (index % 8) / 10,
    total_reviews: 40 + index * 3,
    connected: false,
  }));

/** The bodies the finish call received, newest last: stories check what "Select all" sends. */
export const finishRequests: unknown[] = [];

interface HandlerOptions {
  /** The connect step answers as Google's no-access account. */
  noAccess?: boolean;
  /** The server holds no connection: the list answers 409 (a reload with nothing to resume). */
  notConnected?: boolean;
  /** The account's locations; the sandbox's three unless given. */
  locations?: typeof sandboxLocations;
  /** The finish call answers 409: the grant was revoked while the owner was choosing. */
  revokedOnFinish?: boolean;
}

const notConnectedAnswer = () =>
  HttpResponse.json({ message: 'Connect your business profile first.' }, { status: 409 });

/** The API of a sandbox connection that works, paged as the server pages it. */
export const connectionHandlers = ({
  noAccess = false,
  notConnected = false,
  locations = sandboxLocations,
  revokedOnFinish = false,
}: HandlerOptions = {}) => [
  http.post('/api/v1/manager/business-profile/authorize', () =>
    HttpResponse.json({ data: { url: '/api/v1/sandbox/google/consent?state=s' } }),
  ),
  http.post('/api/v1/manager/business-profile/connect', () =>
    noAccess
      ? HttpResponse.json(
          { message: 'This account has no access to a business profile.', error: 'BusinessProfileNoAccess' },
          { status: 403 },
        )
      : HttpResponse.json({ data: { provider: 'sandbox', account_email: 'maison.doree@sandbox.starcrew.app' } }),
  ),
  http.get('/api/v1/manager/business-profile/locations', ({ request }) => {
    if (notConnected) return notConnectedAnswer();
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 10);
    const items = locations.slice((page - 1) * perPage, page * perPage);
    const from = items.length === 0 ? null : (page - 1) * perPage + 1;
    const lastPage = Math.max(1, Math.ceil(locations.length / perPage));
    const to = from === null ? null : from + items.length - 1;
    const pagination = {
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      from,
      to,
      total: locations.length,
    };
    return HttpResponse.json({ data: { locations: items, pagination } });
  }),
  http.post('/api/v1/manager/business-profile/locations', async ({ request }) => {
    finishRequests.push(await request.json());
    if (revokedOnFinish) return notConnectedAnswer();
    return HttpResponse.json({ data: { ...newOwner, business_profile_token: true } });
  }),
];

/** The console at a wizard step, signed in as a new owner. */
export const wizardMeta = {
  component: ConsoleStory,
  args: { path: CONNECT_PATH, locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    signInAs(newOwner);
    finishRequests.length = 0;
    msw.use(...connectionHandlers());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof ConsoleStory>;

import { isLocale } from '@starcrew/i18n';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { ownerUser } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';

export const CONNECT_PATH = '/manager/business-profile-setup/connect-google';

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

const pagination = { current_page: 1, last_page: 1, per_page: 20, from: 1, to: 3, total: 3 };

/** The API of a sandbox connection that works; `noAccess` answers the connect step as Google's no-access account. */
export const connectionHandlers = ({ noAccess = false } = {}) => [
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
  http.get('/api/v1/manager/business-profile/locations', () =>
    HttpResponse.json({ data: { locations: sandboxLocations, pagination } }),
  ),
  http.post('/api/v1/manager/business-profile/locations', () =>
    HttpResponse.json({ data: { ...newOwner, business_profile_token: true } }),
  ),
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
    msw.use(...connectionHandlers());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof ConsoleStory>;

import { within } from 'storybook/test';
import type { User } from '@starcrew/contract';
import { toastQueue } from '@starcrew/ui';
import { isLocale } from '@starcrew/i18n';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { oberkampfLocation, ownerSession, ownerUser } from '../../testing/fixtures.ts';

/** Shared by the settings stories: the console at `/settings`, signed in as `user`. */
export const settingsMeta = {
  component: ConsoleStory,
  args: { path: '/settings', locale: 'en' },
  // The Storybook locale toolbar drives the console's language too.
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    // Managers and the owner read their low-rating alerts switch (on by default).
    msw.use(
      http.get('/api/v1/manager/review-alerts', () => HttpResponse.json({ data: { enabled: true } })),
      // The top bar's locations: without them the working location's error toast would take
      // the place of the toast a story looks for.
      http.get('/api/v1/active-locations', () => HttpResponse.json({ data: [oberkampfLocation] })),
      http.post('/api/v1/access-location', () => HttpResponse.json({ data: oberkampfLocation })),
    );
    // The toast queue outlives a story: another story's toasts must not show in this one's
    // picture, nor this one's in the next.
    toastQueue.clear();
    signInAs(ownerUser);
    return () => toastQueue.clear();
  },
  // Stories without their own play still wait for the screen, for axe and the visual baseline.
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
} satisfies Meta<typeof ConsoleStory>;

/** A manager: no billing, no danger zone, no Role Management. */
export const managerUser: User = {
  ...ownerUser,
  id: '00000000-0000-4000-8000-000000000002',
  email: 'hugo@maison-doree.fr',
  first_name: 'Hugo',
  last_name: 'Martin',
  full_name: 'Hugo Martin',
  role: 'manager',
  billing_info: null,
};

/** A seller who has already replaced the initial password. */
export const sellerUser: User = {
  ...managerUser,
  id: '00000000-0000-4000-8000-000000000003',
  email: 'lea@maison-doree.fr',
  first_name: 'Léa',
  last_name: 'Bernard',
  full_name: 'Léa Bernard',
  role: 'seller',
};

/** Stores a session as a sign-in would, so the guard lets `user` in. */
export function signInAs(user: User) {
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('token', ownerSession.access_token);
  localStorage.setItem('permissions', JSON.stringify(ownerSession.permissions));
  localStorage.setItem('roles', JSON.stringify([user.role]));
}

/** A 422 as the server sends it: per-field messages (spec section 8). */
export const validationError = (errors: Record<string, string>) => ({
  message: Object.values(errors)[0],
  errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
});

/** A real PNG signature, padded to `size` bytes: enough for the browser-side checks. */
export const pngFile = (name = 'portrait.png', size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

export const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/**
 * The story's canvas once the settings screen is on it. The console loads its session, its
 * catalogue and the lazy screen first, which can take a few seconds on a busy test machine.
 */
export async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('tablist', {}, { timeout: 15_000 });
  // The top bar's working location arrives on its own request: pictures wait for its name.
  await canvas.findAllByText(oberkampfLocation.name, {}, { timeout: 5_000 });
  return canvas;
}

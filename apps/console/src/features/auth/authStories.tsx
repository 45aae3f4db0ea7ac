import type { SessionData, User } from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { toastQueue } from '@starcrew/ui';
import type { Meta } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { ownerSession, ownerUser } from '../../testing/fixtures.ts';

/**
 * What the sign-in screens' stories share: the console rendered at a path, the Storybook
 * locale toolbar driving its language, and the sessions the screens are met with.
 */
export const authStoryMeta = {
  component: ConsoleStory,
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    localStorage.clear();
    toastQueue.clear();
    // Google sign-in is off unless a story turns it on.
    msw.use(
      http.get('/api/v1/config', () => HttpResponse.json({ data: { google_client_id: null } })),
      // Stories that end on the dashboard show its placeholders: the same picture every run.
      http.get('/api/v1/active-locations', () => delay('infinite')),
      http.get('/api/v1/manager/dashboard', () => delay('infinite')),
    );
    return () => toastQueue.clear();
  },
} satisfies Partial<Meta<typeof ConsoleStory>>;

/** A new owner who registered and has not typed the code yet. */
export const unverifiedOwner: User = {
  ...ownerUser,
  email: 'claire@boulangerie-martin.fr',
  first_name: 'Claire',
  last_name: 'Martin',
  full_name: 'Claire Martin',
  email_verified_at: null,
  business_profile_token: false,
  is_plan_subscribed: false,
  billing_info: null,
};

/** A seller signing in with the password the manager gave (guard rule 5). */
export const newSeller: User = {
  ...ownerUser,
  id: '00000000-0000-4000-8000-000000000003',
  email: 'lea@maison-doree.fr',
  first_name: 'Léa',
  last_name: 'Bernard',
  full_name: 'Léa Bernard',
  role: 'seller',
  is_password_updated: false,
  billing_info: null,
};

export const sessionFor = (user: User): SessionData => ({
  ...ownerSession,
  user,
  roles: [user.role],
  permissions: [],
});

/** Stores a session as the console does, so the story opens signed in. */
export function storeSession(data: SessionData): void {
  localStorage.setItem('user', JSON.stringify(data.user));
  localStorage.setItem('token', data.access_token);
  localStorage.setItem('permissions', JSON.stringify(data.permissions));
  localStorage.setItem('roles', JSON.stringify(data.roles));
}

/** The 422 answer of spec section 8: a message and each field's messages. */
export const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json({ message: Object.values(errors)[0]?.[0] ?? '', errors }, { status: 422 });

/** A 500 with the server's generic message: the console shows it as a toast. */
export const serverError = () => HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 });

/** Toasts live in the page's body, outside the story's root. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The toast that says `text`, shown, found by its text: the previous story's toast may still be
 * fading out of the same page (closed by `clearToasts`, its exit animation running).
 */
export function findToast(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toasts = page(canvasElement)
      .getAllByRole('alertdialog')
      .filter((toast) => toast.textContent?.includes(text));
    expect(toasts).toHaveLength(1);
    // Once its entrance (a fade) has run.
    expect(toasts[0]).toBeVisible();
    return toasts[0]!;
  });
}

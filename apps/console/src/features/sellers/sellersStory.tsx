// Fixtures, the mocked API and the helpers of the My Sellers stories (kept out of the stories
// files: what a .stories.tsx file exports becomes a story).
import type { MemberLimits, Seller } from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { toastQueue } from '@starcrew/ui';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { oberkampfLocation, ownerUser } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';

export const lyon = { ...oberkampfLocation, id: 'l2', title: 'Maison Dorée – Lyon', name: 'Maison Dorée – Lyon' };

export const seller = (
  n: number,
  first_name: string,
  last_name: string,
  figures: Partial<
    Pick<Seller, 'average_rating' | 'total_reviews' | 'active_campaigns' | 'total_campaigns' | 'status'>
  > = {},
): Seller => ({
  id: `00000000-0000-4000-a000-00000000000${n}`,
  first_name,
  last_name,
  email: `${first_name}.${last_name}@maison-doree.fr`
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9.@-]/g, ''),
  status: 'active',
  is_password_updated: true,
  average_rating: 4.5,
  total_reviews: 12,
  active_campaigns: 1,
  total_campaigns: 3,
  locations: [{ id: oberkampfLocation.id, title: oberkampfLocation.title }],
  links: [],
  qr: { primary_color: '#1f2937', secondary_color: '#ffffff', logo: null, name: `${first_name} ${last_name}` },
  created_at: '2026-03-02T09:00:00.000Z',
  ...figures,
});

export const team = [
  seller(1, 'Camille', 'Bernard', { average_rating: 4.8, total_reviews: 64, active_campaigns: 1, total_campaigns: 4 }),
  seller(2, 'Lucas', 'Dubois', { average_rating: 4.6, total_reviews: 41 }),
  seller(3, 'Inès', 'Lefèvre', { average_rating: null, total_reviews: 0, active_campaigns: 0, total_campaigns: 0 }),
  seller(4, 'Hugo', 'Moreau', { status: 'inactive', average_rating: 4.1, total_reviews: 9, active_campaigns: 0 }),
];

export const stats = { members: 4, active_members: 3, average_rating: 4.66, reviews_collected: 114 };

/** Essential (5 members per location) with Paris Oberkampf full and Lyon with room. */
export const parisFull: MemberLimits = {
  plan: 'Essential',
  per_location: 5,
  locations: [
    { id: oberkampfLocation.id, title: oberkampfLocation.title, members: 5 },
    { id: lyon.id, title: lyon.title, members: 2 },
  ],
};

/** Long French names, as people have them: nothing may be clipped. */
export const longNamed: Seller = {
  ...seller(5, 'Marie-Amélie', 'de La Rochefoucauld-Montbazon'),
  locations: [
    { id: oberkampfLocation.id, title: oberkampfLocation.title },
    { id: lyon.id, title: lyon.title },
  ],
};

export function sellersAnswer(list: Seller[] = team, total = list.length, memberLimits?: MemberLimits) {
  const last = Math.max(1, Math.ceil(total / 10));
  return {
    data: {
      ...(memberLimits ? { member_limits: memberLimits } : {}),
      stats: list.length ? stats : { members: 0, active_members: 0, average_rating: null, reviews_collected: 0 },
      sellers: list,
      pagination: {
        current_page: 1,
        last_page: last,
        per_page: 10,
        from: list.length ? 1 : null,
        to: list.length || null,
        total,
      },
    },
  };
}

/** My Sellers as the owner: figures, the table with search and sort, add / edit, delete, reset password. */
export const sellersMeta = {
  component: ConsoleStory,
  args: { path: '/manager/sellers', locale: 'en' },
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
      http.get('/api/v1/manager/sellers', () => HttpResponse.json(sellersAnswer())),
    );
    return () => toastQueue.clear();
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: 'Camille' }, { timeout: 4000 });
  },
} satisfies Meta<typeof ConsoleStory>;

/** axe runs after the play: by then the watcher has dropped the pending buttons' announcements. */
export const noStaleAnnouncements = async (canvasElement: HTMLElement) => {
  const stale = () => canvasElement.ownerDocument.querySelectorAll('[data-live-announcer] [aria-labelledby]');
  await waitFor(() => expect(stale()).toHaveLength(0), { timeout: 4000 });
};

export const openAddModal = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getAllByRole('button', { name: 'Add a seller' })[0]!);
  return within(await body.findByRole('dialog', { name: 'Add a seller' }));
};

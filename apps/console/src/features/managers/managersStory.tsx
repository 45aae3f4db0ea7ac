// Fixtures, the mocked API and the helpers of the My Managers stories (kept out of the stories
// files: what a .stories.tsx file exports becomes a story).
import type { Manager, MemberLimits } from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { toastQueue } from '@starcrew/ui';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { oberkampfLocation, ownerUser } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';

export const lyon = { ...oberkampfLocation, id: 'l2', title: 'Maison Dorée – Lyon', name: 'Maison Dorée – Lyon' };
const paris = { id: oberkampfLocation.id, title: oberkampfLocation.title };

export const manager = (n: number, first_name: string, last_name: string, more: Partial<Manager> = {}): Manager => ({
  id: `00000000-0000-4000-b000-00000000000${n}`,
  first_name,
  last_name,
  email: `${first_name}.${last_name}@maison-doree.fr`
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9.@-]/g, ''),
  status: 'active',
  locations: [paris],
  invitation: 'accepted',
  invitation_expires_at: null,
  created_at: '2026-03-02T09:00:00.000Z',
  ...more,
});

export const staff = [
  manager(1, 'Hugo', 'Martin', { locations: [paris, { id: lyon.id, title: lyon.title }] }),
  manager(2, 'Sofia', 'Rossi', { invitation: 'pending', invitation_expires_at: '2026-12-01T10:00:00.000Z' }),
  manager(3, 'Paul', 'Girard', { invitation: 'expired', locations: [{ id: lyon.id, title: lyon.title }] }),
  manager(4, 'Inès', 'Lefèvre', { invitation: 'none' }),
];

export function managersAnswer(list: Manager[] = staff, total = list.length, memberLimits?: MemberLimits) {
  return {
    data: {
      ...(memberLimits ? { member_limits: memberLimits } : {}),
      managers: list,
      pagination: {
        current_page: 1,
        last_page: Math.max(1, Math.ceil(total / 10)),
        per_page: 10,
        from: list.length ? 1 : null,
        to: list.length || null,
        total,
      },
    },
  };
}

/** The calls every managers story answers: the owner's locations and the list. */
export const managersApi = () => [
  http.get('/api/v1/active-locations', () => HttpResponse.json({ data: [oberkampfLocation, lyon] })),
  http.post('/api/v1/access-location', () => HttpResponse.json({ data: oberkampfLocation })),
  http.get('/api/v1/super-manager/managers', () => HttpResponse.json(managersAnswer())),
];

/** My Managers as the owner: the list, add, edit locations, remove, re-send the invitation. */
export const managersMeta = {
  component: ConsoleStory,
  args: { path: '/manager/managers', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    toastQueue.clear();
    signInAs(ownerUser);
    msw.use(...managersApi());
    return () => toastQueue.clear();
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: /^Hugo Martin/ }, { timeout: 4000 });
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
  await userEvent.click(canvas.getAllByRole('button', { name: 'Add a manager' })[0]!);
  return within(await body.findByRole('dialog', { name: 'Add a manager' }));
};

/** Opens the row menu of `name` and picks `item`. */
export const pick = async (canvasElement: HTMLElement, name: string, item: string) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await body.findByRole('menuitem', { name: item }));
};

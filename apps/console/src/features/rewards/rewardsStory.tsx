// Fixtures, the mocked API and the meta of the Rewards stories (kept out of the stories files:
// what a .stories.tsx file exports becomes a story).
import type { Reward, RewardEntry, RewardStatus } from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { toastQueue } from '@starcrew/ui';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { within } from 'storybook/test';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { oberkampfLocation, ownerUser } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';

const person = (n: number, first_name: string, last_name: string) => ({
  id: `00000000-0000-4000-b000-00000000000${n}`,
  first_name,
  last_name,
  full_name: `${first_name} ${last_name}`,
  image: null,
});

export const owner = person(9, 'Claire', 'Martin');

export const reward = (
  n: number,
  first: string,
  last: string,
  more: Partial<Omit<Reward, 'id' | 'winner'>> = {},
): Reward => ({
  id: `00000000-0000-4000-c000-00000000000${n}`,
  campaign: { id: 'c1', title: 'Spring reviews challenge' },
  winner: person(n, first, last),
  location: { id: oberkampfLocation.id, title: oberkampfLocation.title },
  rank: n,
  description: n === 1 ? 'A dinner for two' : n === 2 ? 'A cinema voucher' : 'A box of chocolates',
  amount_cents: null,
  status: 'to_distribute',
  distributed_at: null,
  distributed_by: null,
  flagged: false,
  created_at: '2026-04-01T18:00:00.000Z',
  ...more,
});

export const toDistribute = [
  reward(1, 'Camille', 'Bernard'),
  reward(2, 'Lucas', 'Dubois', { flagged: true }),
  reward(3, 'Inès', 'Lefèvre', { location: null, rank: null, description: null, amount_cents: 1250 }),
];

export const distributed = [
  reward(4, 'Hugo', 'Moreau', {
    status: 'distributed',
    distributed_at: '2026-04-03T10:30:00.000Z',
    distributed_by: owner,
  }),
];

export function rewardsAnswer(list: Reward[], counts = { to_distribute: 3, distributed: 1 }) {
  return {
    data: {
      rewards: list,
      counts,
      pagination: {
        current_page: 1,
        last_page: 1,
        per_page: 10,
        from: list.length ? 1 : null,
        to: list.length || null,
        total: list.length,
      },
    },
  };
}

/** The list by the tab the call asks for. */
export const byStatus =
  (lists: Record<RewardStatus, Reward[]>, counts?: { to_distribute: number; distributed: number }) =>
  ({ request }: { request: Request }) => {
    const status = new URL(request.url).searchParams.get('status') === 'distributed' ? 'distributed' : 'to_distribute';
    return HttpResponse.json(rewardsAnswer(lists[status], counts));
  };

export const history: RewardEntry[] = [
  { id: 'e1', kind: 'pending', at: '2026-04-01T18:00:00.000Z', by: null },
  { id: 'e2', kind: 'distributed', at: '2026-04-03T10:30:00.000Z', by: owner },
  { id: 'e3', kind: 'reversed', at: '2026-04-03T11:00:00.000Z', by: owner },
  { id: 'e4', kind: 'distributed', at: '2026-04-04T09:15:00.000Z', by: owner },
];

/** The Rewards screens as the owner, the API mocked at the network layer. */
export const rewardsMeta = {
  component: ConsoleStory,
  args: { path: '/manager/rewards', locale: 'en' },
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
      http.get('/api/v1/manager/rewards', byStatus({ to_distribute: toDistribute, distributed })),
      http.get('/api/v1/manager/local-rewards', byStatus({ to_distribute: toDistribute, distributed })),
      http.get('/api/v1/manager/rewards/:id', () =>
        HttpResponse.json({
          data: {
            reward: { ...distributed[0]!, distributed_at: '2026-04-04T09:15:00.000Z' },
            history,
          },
        }),
      ),
    );
    return () => toastQueue.clear();
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: /Camille Bernard/ }, { timeout: 4000 });
  },
} satisfies Meta<typeof ConsoleStory>;

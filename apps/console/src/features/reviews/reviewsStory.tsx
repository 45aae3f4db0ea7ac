// Fixtures, the mocked API and the meta of the review inbox stories (kept out of the stories
// files: what a .stories.tsx file exports becomes a story).
import type { Review, ReviewsResponse } from '@starcrew/contract';
import { isLocale } from '@starcrew/i18n';
import { toastQueue } from '@starcrew/ui';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { within } from 'storybook/test';
import type { Services } from '../../app/services.ts';
import { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { oberkampfLocation, ownerUser } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';

const lea = { id: '00000000-0000-4000-a000-000000000001', first_name: 'Léa', last_name: 'Bernard' };

export const review = (n: number, fields: Partial<Review> = {}): Review => ({
  id: `00000000-0000-4000-b000-00000000000${n}`,
  location_id: oberkampfLocation.id,
  location_title: oberkampfLocation.title,
  source: 'google',
  rating: 5,
  comment: 'Excellent pain au levain, accueil chaleureux.',
  reviewer_name: 'Chloé Durand',
  reviewer_photo_url: null,
  language: 'fr',
  reviewed_at: '2026-03-10T09:30:00.000Z',
  collected_by: null,
  attribution: null,
  assigned_to: null,
  reply: null,
  topics: ['service', 'product'],
  sentiment: 'positive',
  deletable: false,
  ...fields,
});

export const inbox = [
  review(1, {
    source: 'form',
    rating: 1,
    comment: 'The croissants were stale and nobody apologised.',
    reviewer_name: 'Emma Wilson',
    language: 'en',
    collected_by: lea,
    topics: ['product'],
    sentiment: 'negative',
    attribution: 'certain',
    deletable: true,
  }),
  review(2, {
    rating: 2,
    comment: 'Vingt minutes d’attente un samedi matin.',
    reviewer_name: 'Julien Moreau',
    topics: ['waiting_time'],
    sentiment: 'negative',
  }),
  review(3, {
    reply: { text: 'Merci Chloé, à très bientôt !', updated_at: '2026-03-11T08:00:00.000Z' },
    assigned_to: lea,
  }),
];

export function inboxAnswer(list: Review[] = inbox, total = list.length): ReviewsResponse {
  const answered = list.filter((r) => r.reply).length;
  const assigned = list.filter((r) => r.assigned_to).length;
  return {
    data: {
      reviews: list,
      counts: { all: total, assigned, unassigned: total - assigned, answered, unanswered: total - answered },
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

/** The inbox as the owner: tabs, filters, cards with their actions. */
export const reviewsMeta = {
  component: ConsoleStory,
  args: { path: '/manager/reviews', locale: 'en' },
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
      http.get('/api/v1/manager/reviews', () => HttpResponse.json(inboxAnswer())),
      http.get('/api/v1/manager/reviews/assignees', () => HttpResponse.json({ data: [{ ...lea, role: 'seller' }] })),
      http.get('/api/v1/manager/reply-templates', () =>
        HttpResponse.json({
          data: [{ id: 't1', title: 'Merci', body: 'Merci {first_name} !', updated_at: '2026-03-01T00:00:00.000Z' }],
        }),
      ),
    );
    return () => toastQueue.clear();
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Emma Wilson', {}, { timeout: 4000 });
  },
} satisfies Meta<typeof ConsoleStory>;

/** A live source that announces `count` new reviews of a location once the inbox subscribes. */
export const liveReviews =
  (count: number, locationId: string = oberkampfLocation.id): Services['live'] =>
  (onEvent) => {
    const timer = setTimeout(() => {
      for (let n = 1; n <= count; n += 1)
        onEvent({ id: `event-${n}`, kind: 'review.created', data: { location_id: locationId, review_id: `new-${n}` } });
    }, 50);
    return () => clearTimeout(timer);
  };

/** The attribution stories (issue 15 §3): one review of each kind, and the dialog's answer. */
const hugoMember = { id: '00000000-0000-4000-a000-000000000002', first_name: 'Hugo', last_name: 'Marchand' };
export const attributed = {
  likely: review(4, {
    reviewer_name: 'Hugo Lefèvre',
    comment: 'Top service, merci Hugo.',
    collected_by: hugoMember,
    attribution: 'likely',
  }),
  certain: review(5, {
    source: 'form',
    reviewer_name: 'Inès Roux',
    collected_by: lea,
    attribution: 'certain',
    deletable: true,
  }),
  corrected: review(6, { reviewer_name: 'Paul Martin', collected_by: hugoMember, attribution: 'corrected' }),
  nobody: review(7, { reviewer_name: 'Zoé Noël', attribution: 'corrected' }),
  details: {
    collected_by: hugoMember,
    attribution: 'likely' as const,
    members: [
      { ...lea, role: 'seller' as const },
      { ...hugoMember, role: 'seller' as const },
      {
        id: '00000000-0000-4000-a000-000000000003',
        first_name: 'Camille',
        last_name: 'Dubois',
        role: 'manager' as const,
      },
    ],
    history: [
      {
        changed_at: '2026-03-12T08:15:00.000Z',
        changed_by: { id: '00000000-0000-4000-a000-000000000003', first_name: 'Camille', last_name: 'Dubois' },
        from: lea,
        from_attribution: 'likely' as const,
        to: null,
      },
    ],
  },
};
export const attributionAnswer = () =>
  inboxAnswer([attributed.likely, attributed.certain, attributed.corrected, attributed.nobody]);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { held } from '@starcrew/ui/testing/held';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { sellerSession } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';
import { inbox, inboxAnswer, review, reviewsMeta } from './reviewsStory.tsx';

/** The review inbox (issue 14): tabs with counts, filters, cards; empty, loading, failed and reply states. */
const meta = {
  ...reviewsMeta,
  title: 'Console/Reviews/ReviewsScreen',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the composer of Emma's review. */
const compose = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByText('Emma Wilson', {}, { timeout: 4000 });
  const card = within(canvas.getAllByRole('listitem').find((li) => li.textContent?.includes('Emma Wilson'))!);
  await userEvent.click(card.getByRole('button', { name: 'Reply' }));
  // The composer is fetched on the first Reply (onDemand.ts): wait for it as a person would.
  await card.findByRole('textbox', { name: /Reply to Emma Wilson/ }, { timeout: 4000 });
  return card;
};

export const List: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('tab', { name: /Unanswered/ })).toHaveTextContent('2');
    await expect(canvas.getByText('Collected by Léa Bernard')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/reviews', () => HttpResponse.json(inboxAnswer([]))));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reviews yet')).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  args: { path: '/manager/reviews?tab=unanswered&ratings=1,2' },
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/reviews', () => HttpResponse.json(inboxAnswer([]))));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No review matches these filters')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/reviews', async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Reviews' }, { timeout: 4000 });
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/reviews', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The reviews could not be loaded.')).toBeVisible();
  },
};

/** The AI draft fills the composer and says it is not sent. */
export const AiDraft: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/reviews/:id/ai-draft', () =>
        HttpResponse.json({
          data: { text: 'Dear Emma, we are sorry about the croissants. The team of Maison Dorée', language: 'en' },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const card = await compose(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Write with AI' }));
    await expect(await card.findByText(/AI draft: read and edit it/)).toBeVisible();
    await expect(card.getByRole('textbox', { name: /Reply to Emma Wilson/ })).toHaveValue(
      'Dear Emma, we are sorry about the croissants. The team of Maison Dorée',
    );
  },
};

/** Sending: the button says so and cannot be pressed twice. */
export const ReplyPending: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/v1/manager/reviews/:id/reply', async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const card = await compose(canvasElement);
    await userEvent.type(card.getByRole('textbox', { name: /Reply to Emma Wilson/ }), 'Sorry, Emma.');
    await userEvent.click(card.getByRole('button', { name: 'Send the reply' }));
    await expect(await card.findByRole('button', { name: /Sending/ })).toBeVisible();
  },
};

/** Google refused: the reason beside the text, which is kept. */
export const ReplyFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/reviews/:id/reply', () =>
        HttpResponse.json(
          { message: 'Google is receiving too many requests right now. Please try again in a minute.' },
          { status: 429 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const card = await compose(canvasElement);
    await userEvent.type(card.getByRole('textbox', { name: /Reply to Emma Wilson/ }), 'Sorry, Emma.');
    await userEvent.click(card.getByRole('button', { name: 'Send the reply' }));
    await expect(await card.findByText('The reply was not sent')).toBeVisible();
    await expect(card.getByRole('textbox', { name: /Reply to Emma Wilson/ })).toHaveValue('Sorry, Emma.');
  },
};

export const Mobile: Story = { ...mobileStory };

/** Long French text: comments and replies wrap inside their cards. */
export const LongFrench: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    const long =
      'Nous sommes venus un dimanche matin avec toute la famille et, malgré l’affluence, l’accueil a été irréprochable : les viennoiseries étaient encore tièdes, la baguette tradition parfaitement croustillante et les conseils de la vendeuse très précieux. Anticonstitutionnellement recommandé !';
    msw.use(
      http.get('/api/v1/manager/reviews', () =>
        HttpResponse.json(
          inboxAnswer([
            review(1, { comment: long, reviewer_name: 'Marie-Éléonore de La Rochefoucauld', rating: 4 }),
            ...inbox.slice(1),
          ]),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Marie-Éléonore de La Rochefoucauld', {}, { timeout: 4000 });
  },
};

/** The seller's own reviews: the same list, read only. */
export const SellerReviews: Story = {
  args: { path: '/seller/reviews' },
  beforeEach: ({ msw }) => {
    signInAs(sellerSession.user);
    msw.use(http.get('/api/v1/seller/reviews', () => HttpResponse.json(inboxAnswer(inbox.slice(0, 1)))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Reviews' }, { timeout: 4000 })).toBeVisible();
    await expect(await canvas.findByText('Emma Wilson')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reply' })).toBeNull();
  },
};

/** The list the insights filter leaves: negative reviews about waiting time or the product. */
const insightsPath = '/manager/reviews?topics=waiting_time,product&sentiment=negative';
const insightsAnswer = () => HttpResponse.json(inboxAnswer(inbox.slice(0, 2)));

/** Topic and sentiment tags (issue 14): the filter in the URL, the tags on each card. */
export const TopicFilter: Story = {
  args: { path: insightsPath },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/reviews', ({ request }) => {
        const query = new URL(request.url).searchParams;
        // The URL's filters reach the server as they are.
        if (query.get('topics') !== 'waiting_time,product' || query.get('sentiment') !== 'negative')
          return HttpResponse.json(inboxAnswer([]));
        return insightsAnswer();
      }),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const card = within(canvas.getAllByRole('listitem').find((li) => li.textContent?.includes('Julien Moreau'))!);
    const tags = within(card.getByRole('list', { name: 'Topics and sentiment' }));
    await expect(tags.getByText('Negative')).toBeVisible();
    await expect(tags.getByText('Waiting time')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Waiting time' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const TopicFilterFrench: Story = {
  ...TopicFilter,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Julien Moreau', {}, { timeout: 4000 });
    // Each tagged review's list is named in French (several reviews carry tags).
    const lists = canvas.getAllByRole('list', { name: 'Sujets et ressenti' });
    await expect(lists.length).toBeGreaterThan(1);
    for (const list of lists) await expect(list).toBeVisible();
  },
};

export const TopicFilterMobile: Story = { ...TopicFilter, ...mobileStory, play: meta.play };

/** The reviews' searches: one request once typing pauses, the words in the URL as typed. */
const searches: string[] = [];
const searchbox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search the comment or the reviewer' });

/**
 * The inbox's list, searched on the server: each search is recorded in `searches` (afresh for
 * each story) and keeps the reviews whose comment holds it. With `tab`, only that tab's list
 * (its unanswered reviews) is searched, the other tabs answer the whole inbox, and the tab's
 * list before any search waits for `released` (a page the test holds back).
 */
const searchedInbox = ({ tab, released }: { tab?: 'unanswered'; released?: Promise<void> } = {}) => {
  searches.length = 0;
  const reviews = tab ? inbox.filter((r) => !r.reply) : inbox;
  return http.get('/api/v1/manager/reviews', async ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (tab && params.get('tab') !== tab) return HttpResponse.json(inboxAnswer());
    const search = params.get('search');
    if (!search) {
      await released;
      return HttpResponse.json(inboxAnswer(reviews));
    }
    searches.push(search);
    return HttpResponse.json(inboxAnswer(reviews.filter((r) => r.comment?.includes(search))));
  });
};

/** Text search over comment and reviewer: the list shows what the server found. */
export const Search: Story = {
  // It ends on the inbox as it opens, which the Default story pictures already.
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(searchedInbox());
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(searchbox(context.canvasElement), 'croissants');
    await waitFor(() => expect(canvas.queryByText('Julien Moreau')).toBeNull(), { timeout: 4000 });
    await expect(canvas.getByText('Emma Wilson')).toBeVisible();
    // Typing ten letters asked the server once, not once a letter.
    await expect(searches).toEqual(['croissants']);
    // Clear empties the field as well as the URL, and the whole list comes back.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByText('Julien Moreau')).toBeVisible();
    await expect(searchbox(context.canvasElement)).toHaveValue('');
  },
};

/** Responses the play function lets go when it chooses. */
let heldTools = held();
let heldTab = held();

/**
 * Typed before the screen settled, the search still ran with the whole word once the typing
 * paused: the field keeps it and only the review it matches is listed.
 */
const searchedForCroissants = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(searchbox(canvasElement)).toHaveValue('croissants');
  await waitFor(() => expect(canvas.queryByText('Julien Moreau')).toBeNull(), { timeout: 10_000 });
  await expect(canvas.getByText('Emma Wilson')).toBeVisible();
  // The search ran with the whole word (a slow machine may also have sent a part of it).
  await expect(searches.at(-1)).toBe('croissants');
};

/**
 * The writing tools (who to assign to, the templates) arrive while a search waits for the
 * typing to pause: the field keeps the words and the search runs (the inbox is not mounted again).
 */
export const SearchWhileToolsArrive: Story = {
  // It ends on the inbox as it opens, which the Default story pictures already.
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    heldTools = held();
    msw.use(
      searchedInbox(),
      http.get('/api/v1/manager/reviews/assignees', async () => {
        await heldTools.released;
        return HttpResponse.json({ data: [] });
      }),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(searchbox(context.canvasElement), 'croissants');
    heldTools.release();
    // The tools are in: the heading offers the templates.
    await expect(await canvas.findByRole('button', { name: 'Reply templates' }, { timeout: 10_000 })).toBeVisible();
    await searchedForCroissants(context.canvasElement);
    await expect(searchbox(context.canvasElement)).toHaveValue('croissants');
  },
};

/**
 * A tab chosen, then a search typed while the tab's page loads: the page arrives within the
 * search's pause, and the search still runs on that tab, its words still in the field.
 */
export const SearchWhileTabLoads: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    heldTab = held();
    msw.use(searchedInbox({ tab: 'unanswered', released: heldTab.released }));
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const unanswered = canvas.getByRole('tab', { name: /Unanswered/ });
    await userEvent.click(unanswered);
    await userEvent.type(searchbox(context.canvasElement), 'croissants');
    heldTab.release();
    await waitFor(() => expect(unanswered).toHaveAttribute('aria-selected', 'true'), { timeout: 10_000 });
    await searchedForCroissants(context.canvasElement);
    await expect(unanswered).toHaveAttribute('aria-selected', 'true');
  },
};

import type { ReviewRequestEntry } from '@starcrew/contract';
import { toastQueue } from '@starcrew/ui';
import { clearLiveAnnouncer } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import {
  emptyHistory,
  historyPageOf,
  historyPages,
  mobileFrench,
  sendingRequest,
  shown,
  storyHistory,
  storyTools,
  toolsApi,
  toolsMeta,
} from './collectionToolsStory.tsx';

/**
 * The history of the review requests the manager sent, in its card of the Collection tools:
 * empty, a second page, paging, after a send, loading and failed.
 */
const meta = {
  ...toolsMeta,
  title: 'Console/CollectionTools/RequestHistory',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The history's card, found by its heading. */
const historyCard = async (canvasElement: HTMLElement) => {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: 'Requests sent' });
  return within(heading.closest('section') ?? canvasElement);
};

/** Nothing sent yet. */
export const EmptyHistory: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...toolsApi(undefined, undefined, emptyHistory));
  },
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(await canvas.findByText('No request sent yet')).toBeVisible();
  },
};

/** Nothing sent yet, in French on a phone. */
export const EmptyHistoryMobileFrench: Story = {
  ...mobileFrench,
  beforeEach: ({ msw }) => {
    msw.use(...toolsApi(undefined, storyTools('fr'), emptyHistory));
  },
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(await canvas.findByText('Aucune demande envoyée')).toBeVisible();
  },
};

/** A link to the history's second page (`?history=2`): the four oldest requests, "11–14 of 14". */
export const HistoryPageTwo: Story = {
  args: { path: '/manager/tools?history=2' },
  beforeEach: ({ msw }) => {
    msw.use(historyPages);
  },
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(await canvas.findByRole('row', { name: /Julien/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Marie/ })).toBeNull();
    await expect(canvas.getByText('11–14 of 14')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Paging: the next page's requests replace the first's, and the first page comes back. */
export const HistoryPaging: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(historyPages);
  },
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    const history = await historyCard(canvasElement);
    await history.findByRole('row', { name: /Marie/ });
    await userEvent.click(history.getByRole('button', { name: 'Next page' }));
    await expect(await history.findByRole('row', { name: /Julien/ })).toBeVisible();
    await expect(history.getByText('11–14 of 14')).toBeVisible();
    await userEvent.click(history.getByRole('button', { name: 'Page 1' }));
    await expect(await history.findByRole('row', { name: /Marie/ })).toBeVisible();
    await expect(history.queryByRole('row', { name: /Julien/ })).toBeNull();
  },
};

const sentToCamille: ReviewRequestEntry = {
  ...storyHistory.requests[1]!,
  id: 'rr9',
  first_name: 'Camille',
  recipient: 'c•••@example.com',
  created_at: '2026-03-15T09:12:00Z',
};

/**
 * Sent from the history's second page: the first page is shown again, the new request at its
 * top, and the day's count goes up.
 */
export const RequestSent: Story = {
  tags: ['skip-visual'],
  args: { path: '/manager/tools?history=2' },
  beforeEach: ({ msw }) => {
    const tools = storyTools();
    const sending = sendingRequest(
      '/api/v1/manager/tools/:id/requests',
      sentToCamille,
      'The review request has been sent to Camille.',
      storyHistory,
      historyPageOf,
    );
    msw.use(
      ...sending.handlers,
      http.get('/api/v1/manager/tools/:id', () =>
        HttpResponse.json({ data: sending.isSent() ? { ...tools, limit: { per_day: 100, sent_today: 13 } } : tools }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    const history = await historyCard(canvasElement);
    await history.findByRole('row', { name: /Julien/ });
    await userEvent.type(canvas.getByRole('textbox', { name: /Customer’s first name/ }), 'Camille');
    await userEvent.type(canvas.getByRole('textbox', { name: /Customer’s email/ }), 'camille@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the request' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('The review request has been sent to Camille.');
    await expect(await history.findByRole('row', { name: /Camille/ })).toBeVisible();
    await expect(history.getByRole('row', { name: /Marie/ })).toBeVisible();
    await expect(history.queryByRole('row', { name: /Julien/ })).toBeNull();
    await expect(history.getByText('1–10 of 15')).toBeVisible();
    await expect(await canvas.findByText('13 of 100 requests sent today from this location.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Customer’s first name/ })).toHaveValue('');
    // The toast leaves as it would after a few seconds, and its announcement (which points at it) with it.
    toastQueue.clear();
    await waitFor(() => expect(body.queryByText('The review request has been sent to Camille.')).toBeNull());
    clearLiveAnnouncer(canvasElement.ownerDocument);
  },
};

/** The history is still on its way: its card holds a placeholder, the rest of the tools are usable. */
export const HistoryLoading: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/tools/:id/requests', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await historyCard(canvasElement);
    await expect(canvas.queryByRole('grid', { name: 'Review requests sent' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send the request' })).toBeEnabled();
  },
};

/** The history could not be read: said in its card, with Try again, which reads it again. */
export const HistoryFailed: Story = {
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      http.get('/api/v1/manager/tools/:id/requests', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 })
          : HttpResponse.json({ data: storyHistory });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    const history = await historyCard(canvasElement);
    await expect(await history.findByText('The history could not be loaded.')).toBeVisible();
    await expect(history.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The API client's toast of the failure leaves after a few seconds: the picture shows what stays.
    toastQueue.clear();
  },
};

/** Try again after the history failed: its first page comes. */
export const HistoryRetried: Story = {
  ...HistoryFailed,
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    const history = await historyCard(canvasElement);
    await userEvent.click(await history.findByRole('button', { name: 'Try again' }));
    await expect(await history.findByRole('row', { name: /Marie/ })).toBeVisible();
    await expect(history.queryByText('The history could not be loaded.')).toBeNull();
  },
};

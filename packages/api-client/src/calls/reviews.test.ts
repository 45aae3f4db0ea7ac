import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../client/createApiClient.ts';
import type { ApiError } from '../errors/ApiError.ts';
import { loopbackClients } from '../test/loopbackClient.ts';
import { type Reply } from '../test/server.ts';
import {
  assignReview,
  deleteReply,
  deleteReplyTemplate,
  deleteReview,
  draftReply,
  exportReviews,
  fileNameOf,
  replyTemplates,
  replyToReview,
  reviewAlerts,
  reviewAssignees,
  reviews,
  saveReplyTemplate,
  sellerReviews,
  setReviewAlerts,
  unassignReview,
} from './reviews.ts';

const setup = loopbackClients();

const id = '0b6a2c1e-4f5d-4e8a-9c3b-2a1d0e9f8c7b';
const memberId = '6a1f0c52-9d1e-4c55-8b61-1f0b1f0b1f0b';
const member = { id: memberId, first_name: 'Léa', last_name: 'Martin' };
const aReview = {
  id,
  location_id: 'c0ffee00-0000-4000-8000-000000000001',
  location_title: 'Maison Dorée – Oberkampf',
  source: 'google',
  rating: 2,
  comment: 'Long wait',
  reviewer_name: 'Sarah C.',
  reviewer_photo_url: null,
  language: 'en',
  reviewed_at: '2026-03-01T10:00:00.000Z',
  collected_by: member,
  attribution: 'likely',
  assigned_to: null,
  reply: null,
  topics: ['waiting_time'],
  sentiment: 'negative',
  deletable: false,
};
const counts = { all: 1, assigned: 0, unassigned: 1, answered: 0, unanswered: 1 };
const pagination = { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 };
const template = { id, title: 'Thanks', body: 'Thank you {first_name}', updated_at: '2026-03-01T10:00:00.000Z' };
const list = { reviews: [aReview], counts, pagination };

interface Case {
  name: string;
  reply: Reply;
  call: (client: ApiClient) => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  result: unknown;
}

const cases: Case[] = [
  {
    name: 'reviews',
    reply: { status: 200, body: { data: list } },
    call: (c) => reviews(c, { tab: 'unanswered', ratings: '1,2', search: '', sort: 'lowest', location_id: 'loc' }),
    method: 'GET',
    url: '/api/v1/manager/reviews?tab=unanswered&ratings=1,2&sort=lowest&location_id=loc',
    result: list,
  },
  {
    name: 'reviews (insights filters)',
    reply: { status: 200, body: { data: list } },
    call: (c) => reviews(c, { topics: 'price,staff', sentiment: 'negative' }),
    method: 'GET',
    url: '/api/v1/manager/reviews?topics=price,staff&sentiment=negative',
    result: list,
  },
  {
    name: 'reviewAlerts',
    reply: { status: 200, body: { data: { enabled: true } } },
    call: (c) => reviewAlerts(c),
    method: 'GET',
    url: '/api/v1/manager/review-alerts',
    result: { enabled: true },
  },
  {
    name: 'setReviewAlerts',
    reply: { status: 200, body: { data: { enabled: false }, message: 'Off.' } },
    call: (c) => setReviewAlerts(c, false),
    method: 'PUT',
    url: '/api/v1/manager/review-alerts',
    body: { enabled: false },
    result: { data: { enabled: false }, message: 'Off.' },
  },
  {
    name: 'sellerReviews',
    reply: { status: 200, body: { data: list } },
    call: (c) => sellerReviews(c, { page: 2, from: '2026-03-01', to: '2026-03-31' }),
    method: 'GET',
    url: '/api/v1/seller/reviews?page=2&from=2026-03-01&to=2026-03-31',
    result: list,
  },
  {
    name: 'reviewAssignees',
    reply: { status: 200, body: { data: [{ ...member, role: 'seller' }] } },
    call: (c) => reviewAssignees(c),
    method: 'GET',
    url: '/api/v1/manager/reviews/assignees',
    result: [{ ...member, role: 'seller' }],
  },
  {
    name: 'assignReview',
    reply: { status: 200, body: { data: { ...aReview, assigned_to: member }, message: 'Assigned.' } },
    call: (c) => assignReview(c, id, memberId),
    method: 'POST',
    url: `/api/v1/manager/reviews/${id}/assign`,
    body: { user_id: memberId },
    result: { data: { ...aReview, assigned_to: member }, message: 'Assigned.' },
  },
  {
    name: 'unassignReview',
    reply: { status: 200, body: { data: aReview, message: 'Unassigned.' } },
    call: (c) => unassignReview(c, id),
    method: 'DELETE',
    url: `/api/v1/manager/reviews/${id}/assign`,
    result: { data: aReview, message: 'Unassigned.' },
  },
  {
    name: 'replyToReview',
    reply: {
      status: 200,
      body: { data: { ...aReview, reply: { text: 'Sorry', updated_at: null } }, message: 'Sent.' },
    },
    call: (c) => replyToReview(c, id, 'Sorry'),
    method: 'POST',
    url: `/api/v1/manager/reviews/${id}/reply`,
    body: { text: 'Sorry' },
    result: { data: { ...aReview, reply: { text: 'Sorry', updated_at: null } }, message: 'Sent.' },
  },
  {
    name: 'deleteReply',
    reply: { status: 200, body: { data: aReview, message: 'Deleted.' } },
    call: (c) => deleteReply(c, id),
    method: 'DELETE',
    url: `/api/v1/manager/reviews/${id}/reply`,
    result: { data: aReview, message: 'Deleted.' },
  },
  {
    name: 'draftReply',
    reply: { status: 200, body: { data: { text: 'Dear Sarah', language: 'en' } } },
    call: (c) => draftReply(c, id),
    method: 'POST',
    url: `/api/v1/manager/reviews/${id}/ai-draft`,
    body: { tone: 'warm' },
    result: { text: 'Dear Sarah', language: 'en' },
  },
  {
    name: 'deleteReview',
    reply: { status: 200, body: { data: null, message: 'The review has been deleted.' } },
    call: (c) => deleteReview(c, id),
    method: 'DELETE',
    url: `/api/v1/manager/reviews/${id}`,
    result: { data: null, message: 'The review has been deleted.' },
  },
  {
    name: 'replyTemplates',
    reply: { status: 200, body: { data: [template] } },
    call: (c) => replyTemplates(c),
    method: 'GET',
    url: '/api/v1/manager/reply-templates',
    result: [template],
  },
  {
    name: 'saveReplyTemplate (new)',
    reply: { status: 200, body: { data: template, message: 'Saved.' } },
    call: (c) => saveReplyTemplate(c, { title: 'Thanks', body: 'Thank you {first_name}' }),
    method: 'POST',
    url: '/api/v1/manager/reply-templates',
    body: { title: 'Thanks', body: 'Thank you {first_name}' },
    result: { data: template, message: 'Saved.' },
  },
  {
    name: 'saveReplyTemplate (edit)',
    reply: { status: 200, body: { data: template, message: 'Saved.' } },
    call: (c) => saveReplyTemplate(c, { title: 'Thanks', body: 'Thank you {first_name}' }, id),
    method: 'POST',
    url: `/api/v1/manager/reply-templates/${id}`,
    body: { title: 'Thanks', body: 'Thank you {first_name}' },
    result: { data: template, message: 'Saved.' },
  },
  {
    name: 'deleteReplyTemplate',
    reply: { status: 200, body: { data: null, message: 'Deleted.' } },
    call: (c) => deleteReplyTemplate(c, id),
    method: 'DELETE',
    url: `/api/v1/manager/reply-templates/${id}`,
    result: { data: null, message: 'Deleted.' },
  },
];

describe('review calls', () => {
  for (const c of cases) {
    it(`${c.name} should call ${c.method} ${c.url} and answer its data`, async () => {
      const { client, requests } = await setup(c.reply);
      expect(await c.call(client)).toEqual(c.result);
      expect(requests[0]).toMatchObject({ method: c.method, url: c.url });
      if (c.body !== undefined) expect(JSON.parse(requests[0]?.body ?? '')).toEqual(c.body);
    });
  }

  it('should leave Google’s refusal of a reply to the composer: it rejects without a toast', async () => {
    const message = 'Google is receiving too many requests right now. Please try again in a minute.';
    const { client, toasts } = await setup({ status: 429, body: { message } });
    const error = (await replyToReview(client, id, 'Sorry').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.message).toBe(message);
    expect(toasts).toEqual([]);
  });

  it('should toast why a Google review cannot be deleted', async () => {
    const message = 'A Google review cannot be deleted: it stays on Google. You can delete its reply.';
    const { client, toasts } = await setup({ status: 409, body: { message } });
    await expect(deleteReview(client, id)).rejects.toMatchObject({ status: 409 });
    expect(toasts).toEqual([message]);
  });

  it('should stream an export with the list’s filters, telling the bytes received and the reviews it holds', async () => {
    const { client, requests } = await setup({
      status: 200,
      body: 'Date,Rating',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="reviews-oberkampf-2026-11-25.csv"',
        'x-export-rows': '1234',
      },
    });
    const progress: Array<{ bytes: number; rows: number | null }> = [];
    const file = await exportReviews(
      client,
      { tab: 'unanswered', ratings: '1,2', search: '', location_id: 'loc' },
      'csv',
      {
        onProgress: (p) => progress.push(p),
      },
    );
    expect(requests[0]?.url).toBe(
      '/api/v1/manager/reviews/export?tab=unanswered&ratings=1,2&location_id=loc&format=csv',
    );
    expect(file.fileName).toBe('reviews-oberkampf-2026-11-25.csv');
    expect(file.rows).toBe(1234);
    // The loopback server sends its body as JSON.
    expect(await file.blob.text()).toBe('"Date,Rating"');
    expect(progress[0]).toEqual({ bytes: 0, rows: 1234 });
    expect(progress.at(-1)).toEqual({ bytes: 13, rows: 1234 });
  });

  it('should reject a refused export with the server’s message and no toast (the menu says it)', async () => {
    const message = 'The page you are looking for does not exist.';
    const { client, toasts } = await setup({ status: 404, body: { message } });
    const error = (await exportReviews(client, {}, 'xlsx').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.message).toBe(message);
    expect(toasts).toEqual([]);
  });

  it('should read the file name of a Content-Disposition, or fall back', () => {
    expect(fileNameOf('attachment; filename="reviews-all-2026-11-25.xlsx"', 'x')).toBe('reviews-all-2026-11-25.xlsx');
    expect(fileNameOf(null, 'reviews.csv')).toBe('reviews.csv');
  });
});

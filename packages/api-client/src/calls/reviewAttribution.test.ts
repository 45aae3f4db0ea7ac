import { describe, expect, it } from 'vitest';
import { loopbackClients } from '../test/loopbackClient.ts';
import { correctAttribution, reviewAttribution } from './reviewAttribution.ts';

const setup = loopbackClients();

const id = '0b6a2c1e-4f5d-4e8a-9c3b-2a1d0e9f8c7b';
const member = { id: '6a1f0c52-9d1e-4c55-8b61-1f0b1f0b1f0b', first_name: 'Léa', last_name: 'Martin' };
const review = {
  id,
  location_id: 'c0ffee00-0000-4000-8000-000000000001',
  location_title: 'Maison Dorée – Oberkampf',
  source: 'google',
  rating: 5,
  comment: 'Super',
  reviewer_name: 'Sarah K.',
  reviewer_photo_url: null,
  language: 'fr',
  reviewed_at: '2026-03-01T10:00:00.000Z',
  collected_by: member,
  attribution: 'corrected',
  assigned_to: null,
  reply: null,
  topics: [],
  sentiment: null,
  deletable: false,
};

describe('attribution calls', () => {
  it('reviewAttribution should GET the members and the corrections', async () => {
    const details = {
      collected_by: member,
      attribution: 'likely',
      members: [{ ...member, role: 'seller' }],
      history: [
        { changed_at: '2026-03-02T10:00:00.000Z', changed_by: member, from: null, from_attribution: null, to: member },
      ],
    };
    const { client, requests } = await setup({ status: 200, body: { data: details } });
    expect(await reviewAttribution(client, id)).toEqual(details);
    expect(requests[0]).toMatchObject({ method: 'GET', url: `/api/v1/manager/reviews/${id}/attribution` });
  });

  it('correctAttribution should PUT the member, or null for no one', async () => {
    const { client, requests } = await setup({
      status: 200,
      body: { data: review, message: 'Attribution corrected.' },
    });
    expect(await correctAttribution(client, id, null)).toEqual({ data: review, message: 'Attribution corrected.' });
    expect(requests[0]).toMatchObject({ method: 'PUT', url: `/api/v1/manager/reviews/${id}/attribution` });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ seller_id: null });
  });

  it('should leave a refusal to the dialog: it rejects without a toast', async () => {
    const message = 'Choose a member of this review’s location.';
    const { client, toasts } = await setup({ status: 422, body: { message, errors: { seller_id: [message] } } });
    await expect(correctAttribution(client, id, member.id)).rejects.toMatchObject({ status: 422 });
    expect(toasts).toEqual([]);
  });
});

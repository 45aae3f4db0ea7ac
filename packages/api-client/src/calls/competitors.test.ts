import { describe, expect, it, vi } from 'vitest';
import { loopbackClients } from '../test/loopbackClient.ts';
import { addCompetitor, competitorReviews, competitors, removeCompetitor, searchCompetitors } from './competitors.ts';

const setup = loopbackClients();

const competitor = {
  id: 'c-1',
  place_id: 'sandbox-1',
  name: 'Boulangerie Moreau',
  address: '3 Rue des Lilas, Paris',
  average_rating: 4.4,
  total_reviews: 210,
  last_month_reviews: 12,
  rating_difference: 0.2,
  reviews_difference: 30,
  rating_trend: -0.1,
  refreshed_at: '2026-03-10T03:15:00.000Z',
};

describe('competitor calls', () => {
  it('should list a location’s competitors with its figures and the plan’s limit', async () => {
    const data = {
      location: { id: 'loc 1', title: 'Port', average_rating: 4.2, total_reviews: 180 },
      competitors: [competitor],
      limit: 5,
    };
    const { client, requests } = await setup({ status: 200, body: { data } });
    expect(await competitors(client, 'loc 1')).toEqual(data);
    expect(requests[0]?.url).toBe('/api/v1/manager/competitors?location_id=loc+1');
  });

  it('should search near the location without toasting a busy directory', async () => {
    const onError = vi.fn();
    const { client, requests } = await setup(
      { status: 503, body: { message: 'Competitor search is busy right now. Please try again in a minute.' } },
      { onError },
    );
    await expect(searchCompetitors(client, 'loc-1', 'pain')).rejects.toMatchObject({ status: 503 });
    expect(requests[0]?.url).toBe('/api/v1/manager/competitors/search?location_id=loc-1&query=pain');
    expect(onError).not.toHaveBeenCalled();
  });

  it('should open the plan-limit prompt on a 403 PlanLimitReached when adding', async () => {
    const onPlanLimitReached = vi.fn();
    const { client, requests } = await setup(
      {
        status: 403,
        body: { message: 'Your Essential plan allows up to 3 competitors per location.', error: 'PlanLimitReached' },
      },
      { onPlanLimitReached },
    );
    await expect(addCompetitor(client, { location_id: 'loc-1', place_id: 'sandbox-1' })).rejects.toMatchObject({
      kind: 'planLimit',
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/manager/competitors' });
    expect(onPlanLimitReached).toHaveBeenCalledOnce();
  });

  it('should remove one and read its review details', async () => {
    const removed = await setup({ status: 200, body: { data: null, message: 'The competitor has been removed.' } });
    expect(await removeCompetitor(removed.client, 'c/1')).toEqual({
      data: null,
      message: 'The competitor has been removed.',
    });
    expect(removed.requests[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/manager/competitors/c%2F1' });
    const details = { competitor, maps_url: null, reviews: [] };
    const read = await setup({ status: 200, body: { data: details } });
    expect(await competitorReviews(read.client, 'c-1')).toEqual(details);
    expect(read.requests[0]?.url).toBe('/api/v1/manager/competitors/c-1/reviews');
  });
});

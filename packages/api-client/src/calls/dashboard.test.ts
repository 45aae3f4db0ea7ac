import { describe, expect, it, vi } from 'vitest';
import { loopbackClients } from '../test/loopbackClient.ts';
import { dashboardStats } from './dashboard.ts';

const setup = loopbackClients();

const stats = {
  total_reviews: 231,
  average_rating: 4.62,
  rated_reviews: 229,
  rating_sum: 1058,
  active_members: 6,
  total_campaigns: 3,
  ranking: [
    { id: 'u-1', first_name: 'Inès', last_name: 'Martin', total_reviews: 12, rated_reviews: 12, average_rating: 4.75 },
  ],
  evolution: [{ month: '2026-02', reviews: 12, rated_reviews: 12, rating_sum: 57 }],
  competitors: [{ id: 'c1', name: 'Au Bon Pain', months: [{ month: '2026-02', average_rating: 4.35 }] }],
};

describe('dashboardStats', () => {
  it('should call GET /v1/manager/dashboard for everything the user may see', async () => {
    const { client, requests } = await setup({ status: 200, body: { data: stats } });
    expect(await dashboardStats(client)).toEqual(stats);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/v1/manager/dashboard' });
  });

  it('should narrow to one location with location_id', async () => {
    const { client, requests } = await setup({ status: 200, body: { data: { ...stats, average_rating: null } } });
    expect(await dashboardStats(client, 'loc-1')).toEqual({ ...stats, average_rating: null });
    expect(requests[0]?.url).toBe('/api/v1/manager/dashboard?location_id=loc-1');
  });

  it('should hand a 406 SubscriptionException to the subscription hook, with a toast', async () => {
    const onSubscriptionRequired = vi.fn();
    const onError = vi.fn();
    const { client } = await setup(
      { status: 406, body: { message: 'Please subscribe to a plan.', error: 'SubscriptionException' } },
      { onSubscriptionRequired, onError },
    );
    await expect(dashboardStats(client)).rejects.toMatchObject({ kind: 'subscription', status: 406 });
    expect(onSubscriptionRequired).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledOnce();
  });
});

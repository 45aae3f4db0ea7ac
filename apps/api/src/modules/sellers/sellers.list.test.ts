import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, signIn } from '../../../test/fixtures.ts';
import { campaignParticipants, campaigns, reviews } from '../../db/schema/index.ts';
import { sellersWorld, type SellersWorld } from './sellers.fixtures.ts';

let w: SellersWorld;
beforeAll(async () => {
  w = await sellersWorld();
});
afterAll(() => w.t.close());

describe('the sellers list', () => {
  it('should show a manager only the sellers of their locations, and the owner every seller of the organization', async () => {
    const { call, team, foreign, owner, manager } = w;
    const mine = await call('GET', '/manager/sellers?per_page=100', manager);
    expect(mine.status).toBe(200);
    const ids = mine.body.data.sellers.map((s: { id: string }) => s.id);
    expect(ids).toContain(team.seller.id);
    expect(ids).not.toContain(team.otherSeller.id);
    expect(ids).not.toContain(foreign.seller.id);
    const all = await call('GET', '/manager/sellers?per_page=100', owner);
    const allIds = all.body.data.sellers.map((s: { id: string }) => s.id);
    expect(allIds).toEqual(expect.arrayContaining([team.seller.id, team.otherSeller.id]));
    expect(allIds).not.toContain(foreign.seller.id);
    expect(allIds).not.toContain(team.manager.id);
    expect(all.body.data.stats.members).toBe(all.body.data.pagination.total);
  });

  it('should answer 404 for a seller outside the scope, and 403 to a seller', async () => {
    const { call, team, foreign, owner, manager, seller, newSeller } = w;
    expect((await call('GET', `/manager/sellers/${team.otherSeller.id}`, manager)).status).toBe(404);
    expect((await call('GET', `/manager/sellers/${foreign.seller.id}`, owner)).status).toBe(404);
    expect((await call('GET', `/manager/sellers/${team.manager.id}`, owner)).status).toBe(404);
    expect((await call('GET', '/manager/sellers/not-a-uuid', owner)).status).toBe(404);
    expect((await call('DELETE', `/manager/sellers/${foreign.seller.id}`, owner)).status).toBe(404);
    expect((await call('POST', `/manager/sellers/${team.otherSeller.id}`, manager, newSeller())).status).toBe(404);
    expect((await call('GET', '/manager/sellers', seller)).status).toBe(403);
  });

  it('should compute the figures, search by name or email, sort by each figure and paginate', async () => {
    const { t, call, newSeller, locationOf } = w;
    const org = await createTeam(t.database.db, 'Org figures');
    const token = await signIn(t.app, org.owner.email);
    const location = await locationOf(org.seller.id);
    const make = async (first: string, last: string) =>
      (
        await call(
          'POST',
          '/manager/sellers',
          token,
          newSeller({ first_name: first, last_name: last, location_ids: [location] }),
        )
      ).body.data.id as string;
    const zoe = await make('Zoé', 'Alpha');
    const yann = await make('Yann', 'Bravo');
    const at = new Date('2026-03-01T10:00:00Z');
    const review = (sellerId: string, rating: number) => ({
      organizationId: org.organizationId,
      locationId: location,
      source: 'form' as const,
      rating,
      reviewerName: 'Client',
      sellerId,
      reviewedAt: at,
      reviewUpdatedAt: at,
    });
    await t.database.db.insert(reviews).values([review(zoe, 5), review(zoe, 4), review(yann, 3)]);
    const [campaign] = await t.database.db
      .insert(campaigns)
      .values({
        organizationId: org.organizationId,
        title: 'Spring',
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        rewardMode: 'target',
        rewardRule: 'all_reaching_goal',
      })
      .returning();
    // An archived campaign is withdrawn: it still counts among Yann's campaigns, not as active.
    const [archived] = await t.database.db
      .insert(campaigns)
      .values({
        organizationId: org.organizationId,
        title: 'Withdrawn',
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        rewardMode: 'target',
        rewardRule: 'all_reaching_goal',
        archivedAt: new Date('2026-02-01T00:00:00Z'),
      })
      .returning();
    await t.database.db.insert(campaignParticipants).values([
      { campaignId: campaign!.id, userId: yann, organizationId: org.organizationId },
      { campaignId: archived!.id, userId: yann, organizationId: org.organizationId },
    ]);

    const byRating = await call('GET', '/manager/sellers?sort=average_rating&direction=desc', token);
    expect(byRating.body.data.sellers.slice(0, 2).map((s: { id: string }) => s.id)).toEqual([zoe, yann]);
    expect(byRating.body.data.sellers[0]).toMatchObject({ average_rating: 4.5, total_reviews: 2, active_campaigns: 0 });
    expect(byRating.body.data.sellers[1]).toMatchObject({ active_campaigns: 1, total_campaigns: 2 });
    expect(byRating.body.data.stats).toEqual({
      members: 4,
      active_members: 4,
      average_rating: 4,
      reviews_collected: 3,
    });
    const byCampaigns = await call('GET', '/manager/sellers?sort=total_campaigns&direction=desc', token);
    expect(byCampaigns.body.data.sellers[0].id).toBe(yann);

    const search = await call('GET', '/manager/sellers?search=zoé%20alp', token);
    expect(search.body.data.sellers.map((s: { id: string }) => s.id)).toEqual([zoe]);
    expect(search.body.data.pagination).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 10,
      from: 1,
      to: 1,
      total: 1,
    });
    const wildcard = await call('GET', '/manager/sellers?search=%25', token);
    expect(wildcard.body.data.pagination.total).toBe(0);

    const page2 = await call('GET', '/manager/sellers?per_page=3&page=2&sort=last_name', token);
    expect(page2.body.data.pagination).toEqual({
      current_page: 2,
      last_page: 2,
      per_page: 3,
      from: 4,
      to: 4,
      total: 4,
    });
    expect((await call('GET', '/manager/sellers?sort=salary', token)).status).toBe(422);
  });
});

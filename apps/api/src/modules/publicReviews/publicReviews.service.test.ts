import { describe, expect, it, vi } from 'vitest';
import type { LiveBus } from '../../lib/live/index.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { PublicReviewsRepository, ReviewLink } from './publicReviews.repository.ts';
import { createPublicReviewsService } from './publicReviews.service.ts';

// Issue 18: a review left through the location's own code (no seller) can move no campaign
// ranking, so the submission sends no ranking query for it; a seller's review still does.

const location = { id: 'loc-1', organizationId: 'org-1', title: 'Boulangerie', reviewUrl: null, active: true };

type InsertOptions = Parameters<PublicReviewsRepository['insertFormReview']>[4];

function serviceFor(sellerId: string | null) {
  const link: ReviewLink = { location, sellerId, qr: null };
  const rankingsMoved = vi.fn(async () => undefined);
  const published: unknown[] = [];
  const inserts: InsertOptions[] = [];
  const alerts = { prepare: vi.fn(async () => undefined), queue: vi.fn(async () => undefined) };
  const service = createPublicReviewsService({
    repository: {
      findLink: async () => link,
      insertFormReview: async (...args: Parameters<PublicReviewsRepository['insertFormReview']>) => {
        inserts.push(args[4]);
        return 'review-1';
      },
    } as unknown as PublicReviewsRepository,
    limiter: { hit: async () => ({ allowed: true, retryAfterMs: 0 }) } as unknown as RateLimiter,
    live: { publish: async (...args: unknown[]) => void published.push(args) } as unknown as LiveBus,
    alerts,
    rankingsMoved,
    now: () => new Date('2026-06-01T12:00:00Z'),
  });
  const submit = (rating = 5) =>
    service.submit({
      locationId: location.id,
      code: 'code',
      body: {
        rating,
        comment: 'Très bon accueil.',
        first_name: 'Ana',
        last_name: 'Lopez',
        email: 'ana@example.com',
      },
      ip: '203.0.113.9',
      language: 'fr',
    });
  return { submit, rankingsMoved, published, inserts, alerts };
}

describe('a submission of the public form', () => {
  it('should store a review with no seller and announce it, asking for no ranking', async () => {
    const { submit, rankingsMoved, published } = serviceFor(null);
    expect(await submit()).toMatchObject({ kind: 'stored', reviewId: 'review-1' });
    expect(published).toHaveLength(1);
    expect(rankingsMoved).not.toHaveBeenCalled();
  });

  it("should tell the rankings about a seller's review", async () => {
    const { submit, rankingsMoved } = serviceFor('seller-1');
    expect(await submit()).toMatchObject({ kind: 'stored', reviewId: 'review-1' });
    expect(rankingsMoved).toHaveBeenCalledWith(['review-1']);
  });

  it('should store a review of 3 stars or more with no transaction and no queue to install', async () => {
    const { submit, inserts, alerts } = serviceFor(null);
    for (const rating of [3, 4, 5]) await submit(rating);
    expect(inserts).toEqual([undefined, undefined, undefined]);
    expect(alerts.prepare).not.toHaveBeenCalled();
  });

  it('should queue the alert of a 1 or 2 star review in the storing transaction', async () => {
    const { submit, inserts, alerts } = serviceFor(null);
    await submit(2);
    expect(alerts.prepare).toHaveBeenCalledOnce();
    const inserted = inserts[0];
    expect(inserted).toBeTypeOf('function');
    const tx = {} as never;
    await inserted?.({ id: 'review-1', rating: 2 }, tx);
    expect(alerts.queue).toHaveBeenCalledWith([{ id: 'review-1', rating: 2 }], { tx });
  });
});

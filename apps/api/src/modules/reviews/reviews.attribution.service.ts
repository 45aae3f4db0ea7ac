import {
  attributionMessageIds,
  errorMessageIds,
  type Review,
  type ReviewAttribution,
  type ReviewAttributionDetails,
} from '@starcrew/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { Actor } from '../sellers/sellers.repository.ts';
import type { AttributionCorrectionsRepository } from './reviews.attribution.repository.ts';
import type { InboxRepository, InboxRow } from './reviews.inbox.repository.ts';
import { presentReview } from './reviews.presenter.ts';

export interface AttributionServiceDeps {
  inbox: InboxRepository;
  corrections: AttributionCorrectionsRepository;
  /**
   * Tells the open campaign pages that moving this review from one member to another moved their
   * ranking (modules/campaigns, `notifyRankingsMovedByCorrection`); never rejects.
   */
  rankingsMoved?: (reviewId: string, sellerIds: Array<string | null>) => Promise<void>;
}

type Named = { id: string | null; firstName: string | null; lastName: string | null } | null;
const member = (m: Named) => (m?.id ? { id: m.id, first_name: m.firstName ?? '', last_name: m.lastName ?? '' } : null);

/**
 * A manager's correction of who collected a review (issue 15 §3). The review is found through
 * the inbox's scope (another organization's, or another location's for a manager, is a 404);
 * the member must be one of the review's location. The live rankings it moves are told after
 * the write, which their failure never undoes.
 */
export function createAttributionService({ inbox, corrections, rankingsMoved }: AttributionServiceDeps) {
  async function findOr404(actor: Actor, id: string): Promise<InboxRow> {
    const row = await inbox.find(actor, id);
    if (!row) throw new HttpError(404, { id: errorMessageIds.notFound });
    return row;
  }

  return {
    async details(actor: Actor, id: string): Promise<ReviewAttributionDetails> {
      const { review, collectedBy } = await findOr404(actor, id);
      const [members, history] = await Promise.all([
        corrections.membersOf(review.organizationId, review.locationId),
        corrections.history(review.id),
      ]);
      return {
        collected_by: member(collectedBy),
        attribution: review.attribution,
        members: members.map((m) => ({
          id: m.id,
          first_name: m.firstName,
          last_name: m.lastName,
          role: m.role as 'manager' | 'seller',
        })),
        history: history.map((h) => ({
          changed_at: h.at.toISOString(),
          changed_by: member(h.by),
          from: member(h.from),
          from_attribution: h.fromAttribution as ReviewAttribution | null,
          to: member(h.to),
        })),
      };
    },

    async correct(actor: Actor, id: string, sellerId: string | null): Promise<Review> {
      const { review } = await findOr404(actor, id);
      if (sellerId !== null) {
        const members = await corrections.membersOf(review.organizationId, review.locationId);
        if (!members.some((m) => m.id === sellerId))
          throw HttpError.validation({ seller_id: [{ id: attributionMessageIds.notAMember }] });
      }
      await corrections.correct(review, sellerId, actor.id);
      // The running campaigns of the member it left and of the member it went to, once stored.
      await rankingsMoved?.(review.id, [review.sellerId, sellerId]);
      return presentReview(await findOr404(actor, id));
    },
  };
}

export type AttributionService = ReturnType<typeof createAttributionService>;

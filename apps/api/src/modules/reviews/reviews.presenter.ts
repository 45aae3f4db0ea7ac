import { reviewTopics, type ReplyTemplate, type Review, type ReviewMember } from '@starcrew/contract';
import type { ReplyTemplateRow } from '../../db/schema/index.ts';
import type { InboxRow, MemberName } from './reviews.inbox.repository.ts';

const member = (name: MemberName | null): ReviewMember | null =>
  name ? { id: name.id, first_name: name.firstName, last_name: name.lastName } : null;

export function presentReview({ review, locationTitle, collectedBy, assignedTo }: InboxRow): Review {
  return {
    id: review.id,
    location_id: review.locationId,
    location_title: locationTitle,
    source: review.source,
    rating: review.rating,
    comment: review.comment,
    reviewer_name: review.reviewerName,
    reviewer_photo_url: review.reviewerPhotoUrl,
    language: review.language,
    reviewed_at: review.reviewedAt.toISOString(),
    collected_by: member(collectedBy),
    attribution: review.attribution,
    assigned_to: member(assignedTo),
    reply:
      review.replyText === null
        ? null
        : { text: review.replyText, updated_at: review.replyUpdatedAt?.toISOString() ?? null },
    // In the contract's order, whatever order a backfill or an older analyser stored.
    topics: reviewTopics.filter((topic) => review.topics.includes(topic)),
    sentiment: review.sentiment,
    deletable: review.source === 'form',
  };
}

export function presentTemplate(row: ReplyTemplateRow): ReplyTemplate {
  return { id: row.id, title: row.title, body: row.body, updated_at: row.updatedAt.toISOString() };
}

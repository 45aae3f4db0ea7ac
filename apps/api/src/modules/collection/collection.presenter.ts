import type { ReviewRequestEntry } from '@starcrew/contract';
import type { HistoryRow } from './collection.repository.ts';

/**
 * A recipient as the history shows it: enough to recognise, not to copy. `marie@example.com`
 * → `m•••@example.com`; `+33612345678` → `+33 •• •• •• 78` (the last two digits).
 */
export function maskRecipient(channel: 'email' | 'sms', recipient: string): string {
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    return `${recipient.slice(0, 1)}•••${recipient.slice(at)}`;
  }
  return `${recipient.slice(0, 3)} •• •• •• ${recipient.slice(-2)}`;
}

export function presentRequest(row: HistoryRow): ReviewRequestEntry {
  return {
    id: row.id,
    location_id: row.locationId,
    location_title: row.locationTitle,
    channel: row.channel,
    first_name: row.firstName,
    recipient: maskRecipient(row.channel, row.recipient),
    sent_by: { id: row.senderId, name: row.senderName },
    seller: row.sellerName === null ? null : { id: row.sellerId, name: row.sellerName },
    link: row.link,
    // A request still pending answered nothing yet (its sender's call failed mid-way): not sent.
    status: row.status === 'sent' ? 'sent' : 'failed',
    created_at: row.createdAt.toISOString(),
  };
}

import type { Review } from '@starcrew/contract';
import { Badge, Text } from '@starcrew/ui';
import { useIntl } from 'react-intl';
import { attributionMessages as a, likelyHint } from './attribution.messages.ts';
import { collectedBy } from './messages.ts';

const tones = { certain: 'success', likely: 'warning', corrected: 'info' } as const;

/**
 * Who collected the review and how sure that is (issue 15 §3): certain through the seller's own
 * link, likely for a Google review matched to a form submission, corrected by a manager.
 */
export function CollectedBy({ review }: { review: Review }) {
  const intl = useIntl();
  const { collected_by: member, attribution } = review;
  if (!member && attribution !== 'corrected') return null;
  return (
    <>
      <Text as="span" size="sm" tone="muted">
        {member
          ? intl.formatMessage(collectedBy, { name: `${member.first_name} ${member.last_name}` })
          : intl.formatMessage(a.nobody)}
      </Text>
      {attribution && (
        <Badge tone={tones[attribution]} title={attribution === 'likely' ? intl.formatMessage(likelyHint) : undefined}>
          {intl.formatMessage(a[attribution])}
        </Badge>
      )}
    </>
  );
}

import { pathFor } from '@starcrew/machines';
import { EmptyState, Heading, Link, Stack, Text } from '@starcrew/ui';
import { useIntl } from 'react-intl';
import { campaignsMessages } from './messages.ts';

/**
 * My Campaigns for a seller (spec section 2, `/seller/campaigns`): the campaigns issue fills
 * it; until then the seller sees the screen's empty state, which is also what a seller in no
 * campaign sees, with the way to their collection tools.
 */
export default function SellerCampaignsScreen() {
  const intl = useIntl();
  return (
    <Stack space="300">
      <Stack space="050">
        <Heading level={1}>{intl.formatMessage(campaignsMessages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(campaignsMessages.intro)}</Text>
      </Stack>
      <EmptyState
        title={intl.formatMessage(campaignsMessages.emptyTitle)}
        action={<Link href={pathFor('seller.tools.index')}>{intl.formatMessage(campaignsMessages.toTools)}</Link>}
      >
        {intl.formatMessage(campaignsMessages.emptyBody)}
      </EmptyState>
    </Stack>
  );
}

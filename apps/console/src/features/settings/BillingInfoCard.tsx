import type { User } from '@starcrew/contract';
import { Card, Stack, Text } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import { BillingInfoTrigger } from '../billing/BillingInfoTrigger.tsx';

const messages = defineMessages({
  title: { id: 'settings.billing.title', defaultMessage: 'Billing information' },
  description: {
    id: 'settings.billing.description',
    defaultMessage: 'The company details printed on your invoices.',
  },
  none: { id: 'settings.billing.none', defaultMessage: 'No billing information yet.' },
  edit: { id: 'settings.billing.edit', defaultMessage: 'Edit billing information' },
});

/**
 * The owner's billing information: a summary of what is stored and the billing work's
 * trigger (`features/billing/BillingInfoTrigger.tsx`), which opens its BillingInfoModal.
 */
export function BillingInfoCard({ user }: { user: User }) {
  const intl = useIntl();
  const info = user.billing_info;
  return (
    <Card
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      actions={<BillingInfoTrigger>{intl.formatMessage(messages.edit)}</BillingInfoTrigger>}
    >
      {info ? (
        <Stack space="050">
          <Text weight="medium">{info.company_name}</Text>
          {[info.billing_address, info.email, info.vat_number]
            .filter((line): line is string => Boolean(line))
            .map((line) => (
              <Text key={line} tone="muted">
                {line}
              </Text>
            ))}
        </Stack>
      ) : (
        <Text tone="muted">{intl.formatMessage(messages.none)}</Text>
      )}
    </Card>
  );
}

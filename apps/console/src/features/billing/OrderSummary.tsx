import type { BillingInterval, Plan, Totals } from '@starcrew/contract';
import { Card, Skeleton, Stack, Text } from '@starcrew/ui';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import * as styles from './billing.css.ts';
import { useMoney } from './money.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  line: { plan: string; count: string; price: string };
  monthly: NoMessageValues;
  annual: NoMessageValues;
  subtotal: NoMessageValues;
  discount: { code: string };
  vat: { rate: string };
  reverseCharge: NoMessageValues;
  total: NoMessageValues;
  trial: { days: string };
}>({
  title: { id: 'billing.summary.title', defaultMessage: 'Order summary' },
  line: {
    id: 'billing.summary.line',
    defaultMessage: '{plan} × {count, plural, one {# location} other {# locations}} at {price}',
  },
  monthly: { id: 'billing.summary.monthly', defaultMessage: 'Billed monthly' },
  annual: { id: 'billing.summary.annual', defaultMessage: 'Billed annually' },
  subtotal: { id: 'billing.summary.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'billing.summary.discount', defaultMessage: 'Coupon {code}' },
  vat: { id: 'billing.summary.vat', defaultMessage: 'VAT ({rate}%)' },
  reverseCharge: { id: 'billing.summary.reverseCharge', defaultMessage: 'VAT reverse charge' },
  total: { id: 'billing.summary.total', defaultMessage: 'Total' },
  trial: {
    id: 'billing.summary.trial',
    defaultMessage: 'Nothing to pay today: the first invoice comes at the end of your {days}-day free trial.',
  },
});

export interface OrderSummaryProps {
  /** The plan chosen; a skeleton until known. */
  plan: Plan | undefined;
  interval: BillingInterval;
  /** Tax and total computed by the server; a skeleton until they arrive. */
  totals: Totals | null;
  /** The accepted coupon's code. @default null */
  couponCode?: string | null;
  /** Days of free trial ahead, or null when the organization has had it. @default null */
  trialDays?: number | null;
}

/** Plan, locations, coupon, VAT and total as the server computed them (never in the browser). */
export function OrderSummary({ plan, interval, totals, couponCode = null, trialDays = null }: OrderSummaryProps) {
  const intl = useIntl();
  const { money } = useMoney();
  const row = (label: string, value: string, strong = false) => (
    <div className={styles.totalsRow}>
      <Text weight={strong ? 'medium' : 'regular'}>{label}</Text>
      <Text weight={strong ? 'medium' : 'regular'}>{value}</Text>
    </div>
  );
  return (
    <Card title={intl.formatMessage(messages.title)} headingLevel={2}>
      {plan && totals ? (
        <Stack space="100">
          <Text>
            {intl.formatMessage(messages.line, {
              plan: plan.name,
              count: String(totals.quantity),
              price: money(totals.unit_amount),
            })}
          </Text>
          <Text size="sm" tone="muted">
            {intl.formatMessage(interval === 'month' ? messages.monthly : messages.annual)}
          </Text>
          {row(intl.formatMessage(messages.subtotal), money(totals.subtotal))}
          {totals.discount > 0 &&
            row(intl.formatMessage(messages.discount, { code: couponCode ?? '' }), `−${money(totals.discount)}`)}
          {row(intl.formatMessage(messages.vat, { rate: String(totals.tax_rate) }), money(totals.tax))}
          {/* An EU business outside France with a valid VAT number pays no VAT: the invoice says why. */}
          {totals.reverse_charge && (
            <Text size="sm" tone="muted">
              {intl.formatMessage(messages.reverseCharge)}
            </Text>
          )}
          {row(intl.formatMessage(messages.total), money(totals.total), true)}
          {trialDays !== null && (
            <Text size="sm" tone="success">
              {intl.formatMessage(messages.trial, { days: String(trialDays) })}
            </Text>
          )}
        </Stack>
      ) : (
        <Skeleton lines={5} />
      )}
    </Card>
  );
}

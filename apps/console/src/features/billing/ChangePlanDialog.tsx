import type { ChangePreview, Plan } from '@starcrew/contract';
import { ConfirmDialog, Stack, Text } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useMoney } from './money.ts';

const messages = defineMessages<{
  title: { name: string };
  price: { price: string; count: string; interval: string };
  recurring: { total: string; interval: string };
  effective: { date: string };
  trial: { date: string };
  prorationCharge: { amount: string; date: string };
  prorationCredit: { amount: string; date: string };
  restart: { total: string; credit: string; end: string };
  confirm: { name: string };
}>({
  title: { id: 'billing.change.title', defaultMessage: 'Switch to {name}?' },
  price: {
    id: 'billing.change.price',
    defaultMessage:
      '{price} per location, {interval, select, month {monthly} other {annual}}, for {count, plural, one {# active location} other {# active locations}}',
  },
  recurring: {
    id: 'billing.change.recurring',
    defaultMessage: 'New {interval, select, month {monthly} other {annual}} invoice: {total} incl. VAT',
  },
  effective: { id: 'billing.change.effective', defaultMessage: 'Takes effect at once, on {date}.' },
  trial: {
    id: 'billing.change.trial',
    defaultMessage: 'You are on your free trial: nothing is prorated, the first invoice comes on {date}.',
  },
  prorationCharge: {
    id: 'billing.change.prorationCharge',
    defaultMessage: 'The rest of the current period is prorated: {amount} excl. VAT, added to your invoice of {date}.',
  },
  prorationCredit: {
    id: 'billing.change.prorationCredit',
    defaultMessage:
      'The rest of the current period is prorated: a credit of {amount} excl. VAT on your invoice of {date}.',
  },
  restart: {
    id: 'billing.change.restart',
    defaultMessage:
      'A new period starts today and is invoiced now: {total} incl. VAT, less a credit of {credit} excl. VAT for the unused time. It runs until {end}.',
  },
  confirm: { id: 'billing.change.confirm', defaultMessage: 'Switch to {name}' },
});

export interface ChangePlanDialogProps {
  /** The plan chosen. */
  plan: Plan;
  /** The server's preview of the change (`subscriptions/change-preview`). */
  preview: ChangePreview;
  /** Whether the organization is in its free trial (nothing prorated). */
  isTrial: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The recap a plan change waits for (issue 19): the new price and period, the proration of
 * the current period and the date it takes effect, all from the server's preview. Confirming
 * closes it; the plan's card then shows the change running.
 */
export function ChangePlanDialog({ plan, preview, isTrial, onConfirm, onCancel }: ChangePlanDialogProps) {
  const intl = useIntl();
  const { money, date } = useMoney();
  const { interval } = preview;
  const { totals } = preview;
  const proration = () => {
    if (isTrial) return intl.formatMessage(messages.trial, { date: date(preview.invoice_at) });
    if (preview.billed_now)
      return intl.formatMessage(messages.restart, {
        total: money(totals.total),
        credit: money(Math.abs(preview.proration)),
        end: date(preview.period_end),
      });
    const values = { amount: money(Math.abs(preview.proration)), date: date(preview.invoice_at) };
    return intl.formatMessage(preview.proration < 0 ? messages.prorationCredit : messages.prorationCharge, values);
  };
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      title={intl.formatMessage(messages.title, { name: plan.name })}
      confirmLabel={intl.formatMessage(messages.confirm, { name: plan.name })}
      onConfirm={onConfirm}
    >
      <Stack space="100">
        <Text weight="medium">
          {intl.formatMessage(messages.price, {
            price: money(totals.unit_amount),
            interval,
            count: String(totals.quantity),
          })}
        </Text>
        <Text>{intl.formatMessage(messages.recurring, { total: money(totals.total), interval })}</Text>
        <Text>{proration()}</Text>
        <Text tone="muted">{intl.formatMessage(messages.effective, { date: date(preview.effective_at) })}</Text>
      </Stack>
    </ConfirmDialog>
  );
}

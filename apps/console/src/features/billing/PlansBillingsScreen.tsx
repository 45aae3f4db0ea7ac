import { Badge, Button, Card, Heading, Inline, Link, MessageBox, Skeleton, Stack, Text } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { PlansBillingsData } from './plansBillings.loader.ts';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import * as styles from './billing.css.ts';
import { InvoicesTable } from './InvoicesTable.tsx';
import { useMoney } from './money.ts';
import { useSubscription } from './useSubscription.ts';

// The two dialogs load when first opened and stay mounted afterwards, so they animate out
// (as My Sellers' member form): neither shows on the first paint.
const BillingInfoModal = lazy(() => import('./BillingInfoModal.tsx').then((m) => ({ default: m.BillingInfoModal })));
const CancelDialog = lazy(() => import('./CancelDialog.tsx').then((m) => ({ default: m.CancelDialog })));

const messages = defineMessages<{
  title: NoMessageValues;
  current: NoMessageValues;
  none: NoMessageValues;
  choose: NoMessageValues;
  planLine: { plan: string; count: string };
  monthly: NoMessageValues;
  annual: NoMessageValues;
  trial: NoMessageValues;
  active: NoMessageValues;
  pastDue: NoMessageValues;
  canceled: NoMessageValues;
  trialEnds: { date: string };
  nextInvoice: { date: string; amount: string };
  nextInvoiceReverseCharge: { date: string; amount: string };
  pastDueBody: NoMessageValues;
  changePlan: NoMessageValues;
  cancel: NoMessageValues;
  invoices: NoMessageValues;
  billing: NoMessageValues;
  editBilling: NoMessageValues;
}>({
  title: { id: 'billing.overview.title', defaultMessage: 'Plans and billing' },
  current: { id: 'billing.overview.current', defaultMessage: 'Current plan' },
  none: { id: 'billing.overview.none', defaultMessage: 'Your organization has no active subscription.' },
  choose: { id: 'billing.overview.choose', defaultMessage: 'Choose a plan' },
  planLine: {
    id: 'billing.overview.planLine',
    defaultMessage: '{plan} for {count, plural, one {# active location} other {# active locations}}',
  },
  monthly: { id: 'billing.overview.monthly', defaultMessage: 'Billed monthly' },
  annual: { id: 'billing.overview.annual', defaultMessage: 'Billed annually' },
  trial: { id: 'billing.overview.trial', defaultMessage: 'Free trial' },
  active: { id: 'billing.overview.active', defaultMessage: 'Active' },
  pastDue: { id: 'billing.overview.pastDue', defaultMessage: 'Payment due' },
  canceled: { id: 'billing.overview.canceled', defaultMessage: 'Canceled' },
  trialEnds: { id: 'billing.overview.trialEnds', defaultMessage: 'Your free trial ends on {date}.' },
  nextInvoice: { id: 'billing.overview.nextInvoice', defaultMessage: 'Next invoice on {date}: {amount} incl. VAT.' },
  nextInvoiceReverseCharge: {
    id: 'billing.overview.nextInvoiceReverseCharge',
    defaultMessage: 'Next invoice on {date}: {amount}, VAT reverse charge.',
  },
  pastDueBody: {
    id: 'billing.overview.pastDueBody',
    defaultMessage:
      'Your last payment failed. We will try again in a few days; update your card to avoid cancellation.',
  },
  changePlan: { id: 'billing.overview.changePlan', defaultMessage: 'Change plan' },
  cancel: { id: 'billing.overview.cancel', defaultMessage: 'Cancel subscription' },
  invoices: { id: 'billing.overview.invoices', defaultMessage: 'Invoices' },
  billing: { id: 'billing.overview.billing', defaultMessage: 'Billing information' },
  editBilling: { id: 'billing.overview.editBilling', defaultMessage: 'Edit' },
});

/**
 * plans-billings: the current plan and its status (trial end, next invoice date and amount),
 * invoices, change of plan, billing info, and the cancel modal with its reasons. The
 * subscription machine drives the states (trial, active, past due, canceled).
 */
export default function PlansBillingsScreen() {
  const intl = useIntl();
  const { money, date } = useMoney();
  const { session } = useServices();
  const isOwner = useSelector(session, (s) => s.context.user?.role === 'super_manager');
  const { actor, state } = useSubscription();
  const { invoices, profile, info } = useLoaderData<PlansBillingsData>();
  const revalidator = useRevalidator();
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [isBillingOpen, setBillingOpen] = useState(false);
  const [cancelOpened, setCancelOpened] = useState(false);
  const [billingOpened, setBillingOpened] = useState(false);
  if (isCancelOpen && !cancelOpened) setCancelOpened(true);
  if (isBillingOpen && !billingOpened) setBillingOpened(true);

  const { plan, subscription } = state.context;
  // A change the machine made (a plan, an interval, a cancel) reads the invoices and the next one again.
  const settledKey = state.hasTag('busy') ? null : `${subscription?.status}-${plan?.id}-${subscription?.interval}`;
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (settledKey === null) return;
    if (readFor.current !== null && readFor.current !== settledKey) void revalidator.revalidate();
    readFor.current = settledKey;
  }, [settledKey, revalidator]);

  const status = state.matches('trial')
    ? { label: messages.trial, tone: 'info' as const }
    : state.matches('active')
      ? { label: messages.active, tone: 'success' as const }
      : state.matches('pastDue')
        ? { label: messages.pastDue, tone: 'warning' as const }
        : state.matches('canceled')
          ? { label: messages.canceled, tone: 'neutral' as const }
          : null;
  const loading = state.matches('loading');

  return (
    <div className={styles.page}>
      <Stack space="300">
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Card
          title={intl.formatMessage(messages.current)}
          headingLevel={2}
          actions={status ? <Badge tone={status.tone}>{intl.formatMessage(status.label)}</Badge> : undefined}
        >
          {loading ? (
            <Skeleton lines={3} />
          ) : plan && subscription && status && !state.matches('canceled') ? (
            <Stack space="150">
              <Text weight="medium">
                {intl.formatMessage(messages.planLine, { plan: plan.name, count: String(subscription.quantity ?? 1) })}
              </Text>
              <Text tone="muted">
                {intl.formatMessage(subscription.interval === 'month' ? messages.monthly : messages.annual)}
              </Text>
              {state.matches('trial') && subscription.trial_ends_at && (
                <Text>{intl.formatMessage(messages.trialEnds, { date: date(subscription.trial_ends_at) })}</Text>
              )}
              {info?.next_invoice && (
                <Text>
                  {intl.formatMessage(
                    info.next_invoice.reverse_charge ? messages.nextInvoiceReverseCharge : messages.nextInvoice,
                    {
                      date: date(info.next_invoice.date),
                      amount: money(info.next_invoice.amount),
                    },
                  )}
                </Text>
              )}
              {state.matches('pastDue') && (
                <MessageBox tone="warning">{intl.formatMessage(messages.pastDueBody)}</MessageBox>
              )}
              {isOwner && (
                <Inline space="100">
                  {!state.matches('pastDue') && (
                    <Link href="/manager/plans/upgrade" variant="standalone">
                      {intl.formatMessage(messages.changePlan)}
                    </Link>
                  )}
                  <Button variant="secondary" onPress={() => setCancelOpen(true)}>
                    {intl.formatMessage(messages.cancel)}
                  </Button>
                </Inline>
              )}
            </Stack>
          ) : (
            <Stack space="150">
              <Text>{intl.formatMessage(messages.none)}</Text>
              <Inline>
                <Link href="/manager/plans">{intl.formatMessage(messages.choose)}</Link>
              </Inline>
            </Stack>
          )}
        </Card>
        <Card title={intl.formatMessage(messages.invoices)} headingLevel={2}>
          <InvoicesTable invoices={invoices} />
        </Card>
        {isOwner && profile && (
          <Card
            title={intl.formatMessage(messages.billing)}
            headingLevel={2}
            actions={
              <Button variant="secondary" size="sm" onPress={() => setBillingOpen(true)}>
                {intl.formatMessage(messages.editBilling)}
              </Button>
            }
          >
            <Stack space="025">
              <Text weight="medium">{profile.company_name}</Text>
              <Text tone="muted">{profile.email}</Text>
            </Stack>
          </Card>
        )}
      </Stack>
      {cancelOpened && (
        <Suspense fallback={null}>
          <CancelDialog
            isOpen={isCancelOpen}
            onOpenChange={setCancelOpen}
            isPending={state.matches('canceling')}
            onConfirm={(reason, details) => {
              actor.send({ type: 'subscription.cancel', reason, ...(details ? { details } : {}) });
              setCancelOpen(false);
            }}
          />
        </Suspense>
      )}
      {billingOpened && (
        <Suspense fallback={null}>
          <BillingInfoModal
            isOpen={isBillingOpen}
            onOpenChange={setBillingOpen}
            profile={profile}
            onSaved={() => void revalidator.revalidate()}
          />
        </Suspense>
      )}
    </div>
  );
}

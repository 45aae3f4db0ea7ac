import type { BillingProfile, Totals } from '@starcrew/contract';
import { Button, Card, ConfirmDialog, Form, Heading, MessageBox, Stack, Text } from '@starcrew/ui';
import { lazy, Suspense, useCallback, type FormEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router';
import * as styles from './billing.css.ts';
import { BillingInfoModal } from './BillingInfoModal.tsx';
import { CardFields, cardErrors, readCard } from './CardFields.tsx';
import { CouponField } from './CouponField.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import type { StripeCardConfirm } from './stripeCard.ts';
import type { PaymentData } from './payment.loader.ts';
import { usePayment } from './usePayment.ts';
import { useSubscription } from './useSubscription.ts';

// With Stripe.js and react-stripe-js: downloaded only when the server runs Stripe.
const StripeCardField = lazy(() => import('./StripeCardField.tsx'));

const messages = defineMessages<{
  title: NoMessageValues;
  networkTitle: NoMessageValues;
  billingTitle: NoMessageValues;
  billingMissing: NoMessageValues;
  addBilling: NoMessageValues;
  editBilling: NoMessageValues;
  cardTitle: NoMessageValues;
  sandbox: NoMessageValues;
  startTrial: NoMessageValues;
  pay: NoMessageValues;
  activate: NoMessageValues;
  authTitle: NoMessageValues;
  authBody: NoMessageValues;
  authApprove: NoMessageValues;
  authRefuse: NoMessageValues;
}>({
  title: { id: 'billing.payment.title', defaultMessage: 'Payment' },
  networkTitle: { id: 'billing.payment.networkTitle', defaultMessage: 'Activate your locations' },
  billingTitle: { id: 'billing.payment.billingTitle', defaultMessage: 'Billing information' },
  billingMissing: {
    id: 'billing.payment.billingMissing',
    defaultMessage: 'Add your company details before paying: they are printed on your invoices.',
  },
  addBilling: { id: 'billing.payment.addBilling', defaultMessage: 'Add billing information' },
  editBilling: { id: 'billing.payment.editBilling', defaultMessage: 'Edit' },
  cardTitle: { id: 'billing.payment.cardTitle', defaultMessage: 'Card' },
  sandbox: {
    id: 'billing.payment.sandbox',
    defaultMessage: 'Test mode: use 4242 4242 4242 4242 with any future date and any CVC.',
  },
  startTrial: { id: 'billing.payment.startTrial', defaultMessage: 'Start free trial' },
  pay: { id: 'billing.payment.pay', defaultMessage: 'Subscribe and pay' },
  activate: { id: 'billing.payment.activate', defaultMessage: 'Activate locations' },
  authTitle: { id: 'billing.payment.authTitle', defaultMessage: 'Confirm with your bank' },
  authBody: {
    id: 'billing.payment.authBody',
    defaultMessage: 'Your bank asks you to confirm this card (3-D Secure test page).',
  },
  authApprove: { id: 'billing.payment.authApprove', defaultMessage: 'Confirm' },
  authRefuse: { id: 'billing.payment.authRefuse', defaultMessage: 'Refuse' },
});

/** The address on one line, as on the invoices. */
const addressOf = (p: BillingProfile) => [p.billing_address, `${p.postal_code} ${p.city}`, p.country].join(', ');

/**
 * payments/stripe and my-networks/plans/payment: billing info, order summary with the server's
 * tax and total, coupon, and the card (our own fields on the sandbox). With `locations` in the
 * query, paying also activates those locations (network plans); otherwise it subscribes.
 */
export default function PaymentScreen() {
  const intl = useIntl();
  const t = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  const { plan, interval, locationIds, page, profile, totals: baseTotals, cardForm } = useLoaderData<PaymentData>();
  const revalidator = useRevalidator();
  const isNetwork = locationIds.length > 0;

  const subscription = useSubscription();
  const payment = usePayment(subscription.actor, {
    cardForm: cardForm.kind === 'stripe' ? 'element' : 'fields',
    hasBillingInfo: profile !== null,
  });
  const { state } = subscription;
  const { errors, element, billingInfoOpen } = payment.state.context;
  const onStripeReady = useCallback(
    (confirm: StripeCardConfirm | null) => payment.actor.send({ type: 'payment.cardReady', element: confirm }),
    [payment.actor],
  );
  const openBillingInfo = () => payment.actor.send({ type: 'billingInfo.open' });

  const { coupon, preview, couponError } = state.context;
  const totals =
    preview && coupon
      ? ({
          ...preview,
          ...(baseTotals ? { quantity: baseTotals.quantity, unit_amount: baseTotals.unit_amount } : {}),
        } as Totals)
      : baseTotals;
  // A refusal (declined card, first payment) is on the card fields; nothing changed.
  const shownErrors = cardErrors(errors);
  // Reading the current plan (a moment after the route's data) is not paying: the button keeps
  // its words meanwhile, and a press then waits for the plan.
  const busy = (state.hasTag('busy') && !state.matches('loading')) || payment.state.hasTag('busy');
  // The plan (or the chosen locations) too small for the organization's usage: above the form.
  const limitError = errors.plan ?? errors.location_ids ?? null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    payment.actor.send({
      type: 'payment.submit',
      order: { plan, interval, locationIds },
      ...(cardForm.kind === 'sandbox' ? { card: readCard(new FormData(event.currentTarget)) } : {}),
    });
  };
  const chosen = page.data.find((p) => p.id === plan);
  const trialDays = page.pageData.trial_available ? page.pageData.trial_days : null;
  return (
    <div className={styles.page}>
      <Stack space="300">
        <Heading level={1}>{t(isNetwork ? messages.networkTitle : messages.title)}</Heading>
        <div className={styles.twoColumns}>
          <Stack space="200">
            <Card
              title={t(messages.billingTitle)}
              headingLevel={2}
              actions={
                profile ? (
                  <Button variant="secondary" size="sm" onPress={openBillingInfo}>
                    {t(messages.editBilling)}
                  </Button>
                ) : undefined
              }
            >
              {profile ? (
                <Stack space="025">
                  <Text weight="medium">{profile.company_name}</Text>
                  <Text tone="muted">{addressOf(profile)}</Text>
                  {profile.vat_number && <Text tone="muted">{profile.vat_number}</Text>}
                </Stack>
              ) : (
                <Stack space="150">
                  <Text tone="muted">{t(messages.billingMissing)}</Text>
                  <Button variant="primary" onPress={openBillingInfo}>
                    {t(messages.addBilling)}
                  </Button>
                </Stack>
              )}
            </Card>
            <Card title={t(messages.cardTitle)} headingLevel={2}>
              <Form onSubmit={onSubmit} validationErrors={shownErrors} aria-label={t(messages.cardTitle)}>
                <Stack space="200">
                  {limitError && <MessageBox tone="error">{limitError}</MessageBox>}
                  {cardForm.kind === 'sandbox' && (
                    <>
                      <MessageBox tone="info">{t(messages.sandbox)}</MessageBox>
                      <CardFields />
                    </>
                  )}
                  {cardForm.kind === 'stripe' && (
                    <Suspense fallback={<div className={styles.stripeCard} />}>
                      <StripeCardField
                        publishableKey={cardForm.publishableKey}
                        onReady={onStripeReady}
                        error={shownErrors.card_number}
                      />
                    </Suspense>
                  )}
                  <Button
                    type="submit"
                    variant="primary"
                    size="lg"
                    isPending={busy}
                    isDisabled={!profile || (cardForm.kind === 'stripe' && element === null)}
                  >
                    {t(isNetwork ? messages.activate : trialDays !== null ? messages.startTrial : messages.pay)}
                  </Button>
                </Stack>
              </Form>
            </Card>
          </Stack>
          <Stack space="200">
            <OrderSummary
              plan={chosen}
              interval={interval}
              totals={totals}
              couponCode={coupon?.code ?? null}
              trialDays={trialDays}
            />
            <Card>
              <CouponField
                onApply={(code) => subscription.actor.send({ type: 'subscription.applyCoupon', code, plan, interval })}
                appliedName={coupon?.name ?? null}
                error={couponError}
                isPending={state.matches('applyingCoupon')}
              />
            </Card>
          </Stack>
        </div>
      </Stack>
      <BillingInfoModal
        isOpen={billingInfoOpen}
        onOpenChange={(open) => payment.actor.send({ type: open ? 'billingInfo.open' : 'billingInfo.close' })}
        profile={profile}
        onSaved={() => {
          payment.actor.send({ type: 'billingInfo.saved' });
          void revalidator.revalidate();
        }}
      />
      <ConfirmDialog
        isOpen={payment.state.hasTag('authenticating')}
        onOpenChange={(open) => !open && payment.actor.send({ type: 'payment.authenticate', approve: false })}
        title={t(messages.authTitle)}
        confirmLabel={t(messages.authApprove)}
        cancelLabel={t(messages.authRefuse)}
        onConfirm={() => payment.actor.send({ type: 'payment.authenticate', approve: true })}
      >
        {t(messages.authBody)}
      </ConfirmDialog>
    </div>
  );
}

import { activateNetworkPlans } from '@starcrew/api-client';
import type { BillingProfile, Totals } from '@starcrew/contract';
import { Button, Card, ConfirmDialog, Form, Heading, MessageBox, Stack, Text } from '@starcrew/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { waitFor } from 'xstate';
import { useServices } from '../../app/ServicesContext.tsx';
import * as styles from './billing.css.ts';
import { BillingInfoModal } from './BillingInfoModal.tsx';
import { CardFields, cardErrors, readCard } from './CardFields.tsx';
import { CouponField } from './CouponField.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import type { StripeCardConfirm } from './stripeCard.ts';
import { useCardConfirmation } from './useCardConfirmation.ts';
import type { PaymentData } from './payment.loader.ts';
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
  const navigate = useNavigate();
  const { api } = useServices();
  const { plan, interval, locationIds, page, profile, totals: baseTotals, cardForm } = useLoaderData<PaymentData>();
  const revalidator = useRevalidator();
  const isNetwork = locationIds.length > 0;

  const { actor, state } = useSubscription();
  const [isModalOpen, setModalOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [paying, setPaying] = useState(false);
  // A 422 on `location_ids` from network-plans: the chosen locations are too few for the plan.
  const [locationsError, setLocationsError] = useState<string | null>(null);
  const onCardErrors = useCallback((errors: Record<string, string>) => setFieldErrors(cardErrors(errors)), []);
  const card = useCardConfirmation(onCardErrors);
  const stripeConfirm = useRef<StripeCardConfirm | null>(null);
  const [stripeReady, setStripeReady] = useState(false);
  const onStripeReady = useCallback((confirm: StripeCardConfirm | null) => {
    stripeConfirm.current = confirm;
    setStripeReady(confirm !== null);
  }, []);

  // Subscribed (the trial counts): on to plans and billing.
  const subscribed = state.hasTag('subscribed');
  useEffect(() => {
    if (subscribed && paying) navigate('/manager/plans-billings');
  }, [subscribed, paying, navigate]);

  const { coupon, preview, couponError } = state.context;
  const totals =
    preview && coupon
      ? ({
          ...preview,
          ...(baseTotals ? { quantity: baseTotals.quantity, unit_amount: baseTotals.unit_amount } : {}),
        } as Totals)
      : baseTotals;
  // A declined first payment comes back as the machine's error: on the card fields, nothing changed.
  const subscribeError = paying ? state.context.error : null;
  const shownErrors = subscribeError
    ? { ...fieldErrors, ...cardErrors({ ...subscribeError.flatFieldErrors }) }
    : fieldErrors;
  // Reading the current plan (a moment after the route's data) is not paying: the button keeps
  // its words meanwhile, and a press then waits for the plan.
  const isLoadingPlan = state.matches('loading');
  const busy = (state.hasTag('busy') && !isLoadingPlan) || (paying && !subscribeError && !subscribed);
  // The plan too small for the organization's usage (422 on a field this form has not): above the form.
  const limitError = subscribeError?.flatFieldErrors?.plan ?? locationsError;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!profile) return setModalOpen(true);
    if (isLoadingPlan) await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
    setFieldErrors({});
    setLocationsError(null);
    setPaying(true);
    const paymentMethodId = stripeConfirm.current
      ? await card.confirmWithStripe(stripeConfirm.current)
      : await card.confirm(readCard(new FormData(event.currentTarget)));
    if (!paymentMethodId) return setPaying(false);
    if (isNetwork) {
      const done = await activateNetworkPlans(api, {
        location_ids: locationIds,
        plan,
        interval,
        payment_method_id: paymentMethodId,
        ...(coupon ? { coupon_code: coupon.code } : {}),
      }).catch((error: { flatFieldErrors?: Record<string, string> }) => {
        onCardErrors({ ...error.flatFieldErrors });
        setLocationsError(error.flatFieldErrors?.location_ids ?? null);
        return null;
      });
      if (!done) return setPaying(false);
      actor.send({ type: 'subscription.refresh', now: Date.now() });
      return;
    }
    actor.send({ type: 'subscription.subscribe', plan, interval, paymentMethodId });
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
                  <Button variant="secondary" size="sm" onPress={() => setModalOpen(true)}>
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
                  <Button variant="primary" onPress={() => setModalOpen(true)}>
                    {t(messages.addBilling)}
                  </Button>
                </Stack>
              )}
            </Card>
            <Card title={t(messages.cardTitle)} headingLevel={2}>
              <Form
                onSubmit={(e) => void onSubmit(e)}
                validationErrors={shownErrors}
                aria-label={t(messages.cardTitle)}
              >
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
                    isDisabled={!profile || (cardForm.kind === 'stripe' && !stripeReady)}
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
                onApply={(code) => actor.send({ type: 'subscription.applyCoupon', code, plan, interval })}
                appliedName={coupon?.name ?? null}
                error={couponError}
                isPending={state.matches('applyingCoupon')}
              />
            </Card>
          </Stack>
        </div>
      </Stack>
      <BillingInfoModal
        isOpen={isModalOpen}
        onOpenChange={setModalOpen}
        profile={profile}
        onSaved={() => void revalidator.revalidate()}
      />
      <ConfirmDialog
        isOpen={card.challenge !== null}
        onOpenChange={(open) => !open && card.respond(false)}
        title={t(messages.authTitle)}
        confirmLabel={t(messages.authApprove)}
        cancelLabel={t(messages.authRefuse)}
        onConfirm={() => card.respond(true)}
      >
        {t(messages.authBody)}
      </ConfirmDialog>
    </div>
  );
}

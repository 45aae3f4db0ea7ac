import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions, StripeElementLocale } from '@stripe/stripe-js';
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import * as styles from './billing.css.ts';
import { confirmStripeCard, StripeLoaderContext, stripeErrorMessage, type StripeCardConfirm } from './stripeCard.ts';

export interface StripeCardFieldProps {
  /** The server's STRIPE_PUBLISHABLE_KEY (GET /api/v1/config). */
  publishableKey: string;
  /** Gets the confirm function once Stripe.js and the card element are ready, null when gone. */
  onReady: (confirm: StripeCardConfirm | null) => void;
  /** The card's error: Stripe's refusal, or the server's answer to the first payment. */
  error?: string | undefined;
}

/**
 * payments/stripe with STRIPE_PUBLISHABLE_KEY: Stripe's card element, in our field's box.
 * Loaded lazily by the payment screen (with Stripe.js), so the sandbox never downloads it.
 */
export default function StripeCardField({ publishableKey, onReady, error }: StripeCardFieldProps) {
  const load = useContext(StripeLoaderContext);
  const stripe = useMemo(() => load(publishableKey), [load, publishableKey]);
  const { locale } = useIntl();
  // Elements takes its locale once: a new language mounts a new card element.
  return (
    <Elements key={locale} stripe={stripe} options={{ locale: locale as StripeElementLocale }}>
      <StripeCardInput onReady={onReady} error={error} />
    </Elements>
  );
}

function StripeCardInput({ onReady, error }: Pick<StripeCardFieldProps, 'onReady' | 'error'>) {
  const stripe = useStripe();
  const elements = useElements();
  const { api } = useServices();
  const intl = useIntl();
  const [options, measure] = useCardOptions();

  // A new language hands over a new confirm function: the refusal is worded in the language shown.
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async () => {
      const card = elements.getElement(CardElement);
      const result = card
        ? // Called by the form's submit (the function handed to onReady), not by the effect.
          // eslint-disable-next-line no-restricted-syntax
          await confirmStripeCard(api, stripe, card)
        : { error: stripeErrorMessage({ code: 'incomplete_number' }) };
      return 'paymentMethodId' in result ? result : { message: intl.formatMessage(result.error) };
    });
    return () => onReady(null);
  }, [stripe, elements, api, intl, onReady]);

  return (
    // The invalid mark is on this wrapper: Stripe.js sets its own classes on the element's box.
    <div ref={measure} className={error ? styles.stripeCardInvalid : undefined}>
      {/* Mounted once its options are known: the element takes some of them at creation only. */}
      {options ? (
        <CardElement className={styles.stripeCard} options={options} />
      ) : (
        <div className={styles.stripeCard} />
      )}
      {error && (
        <p className={styles.stripeCardError} role="alert">
          {/* The field errors' icon (FieldError): colour is not the only cue. */}
          <svg className={styles.stripeCardErrorIcon} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
            <path d="M8 1.5a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm0 8.75a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8ZM8 4.25a.75.75 0 0 0-.75.75v3.5a.75.75 0 0 0 1.5 0V5A.75.75 0 0 0 8 4.25Z" />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The card element's text in our typeface and colours: it draws inside Stripe's iframe,
 * where our CSS variables do not reach, so the box's computed values are passed. Returns
 * the options (once known) and the ref callback of the box.
 */
function useCardOptions() {
  const [options, setOptions] = useState<StripeCardElementOptions>();
  const measure = useCallback((box: HTMLDivElement | null) => {
    if (!box) return;
    const computed = getComputedStyle(box);
    setOptions(
      (current) =>
        current ?? {
          hidePostalCode: true,
          style: {
            base: { color: computed.color, fontFamily: computed.fontFamily, fontSize: '16px', lineHeight: '24px' },
          },
        },
    );
  }, []);
  return [options, measure] as const;
}

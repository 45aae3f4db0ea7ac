import { authenticateSandboxCard, confirmSandboxCard, setupIntent } from '@starcrew/api-client';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import type { CardInput } from './CardFields.tsx';
import type { StripeCardConfirm } from './stripeCard.ts';

/**
 * The card step on the payments sandbox: a SetupIntent, the card confirmed with Stripe's test
 * cards, and, for 4000 0027 6000 3184, the 3-D Secure question answered in our own dialog.
 * Resolves with the payment method id, or null when refused (the errors are then on the form).
 */
export function useCardConfirmation(onFieldErrors: (errors: Record<string, string>) => void) {
  const { api } = useServices();
  const intl = useIntl();
  const [challenge, setChallenge] = useState<string | null>(null);
  const answer = useRef<((approve: boolean) => void) | null>(null);

  const confirm = useCallback(
    async (card: CardInput): Promise<string | null> => {
      try {
        const intent = await setupIntent(api);
        let result = await confirmSandboxCard(api, {
          setup_intent_id: intent.setup_intent_id,
          number: card.number,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          cvc: card.cvc,
        });
        if (result.status === 'requires_action') {
          setChallenge(result.setup_intent_id);
          const approve = await new Promise<boolean>((resolve) => {
            answer.current = resolve;
          });
          setChallenge(null);
          result = await authenticateSandboxCard(api, intent.setup_intent_id, approve);
        }
        return result.status === 'succeeded' ? result.payment_method_id : null;
      } catch (error) {
        const fields = (error as { flatFieldErrors?: Record<string, string> }).flatFieldErrors;
        if (fields) onFieldErrors({ ...fields });
        return null;
      }
    },
    [api, onFieldErrors],
  );

  /** The same with Stripe's card element (a configured STRIPE_PUBLISHABLE_KEY): Stripe.js runs 3-D Secure. */
  const confirmWithStripe = useCallback(
    async (confirmCard: StripeCardConfirm): Promise<string | null> => {
      try {
        const result = await confirmCard();
        if ('paymentMethodId' in result) return result.paymentMethodId;
        // Under `number`, as the server puts the sandbox's refusals: the form shows both alike.
        onFieldErrors({ number: intl.formatMessage(result.error) });
      } catch (error) {
        const fields = (error as { flatFieldErrors?: Record<string, string> }).flatFieldErrors;
        if (fields) onFieldErrors({ ...fields });
      }
      return null;
    },
    [intl, onFieldErrors],
  );

  const respond = useCallback((approve: boolean) => answer.current?.(approve), []);
  return { confirm, confirmWithStripe, challenge, respond };
}

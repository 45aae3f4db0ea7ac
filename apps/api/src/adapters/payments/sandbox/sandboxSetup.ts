import { CardAuthenticationError, PaymentNotFoundError, PaymentRequestError } from '../payments.errors.ts';
import type { SetupIntentResult } from '../payments.types.ts';
import { type CardBrand, type SandboxCardInput, validateCard } from './sandboxCards.ts';
import { type SandboxContext, load, loadCustomer } from './sandboxLedger.ts';
import { type PaymentMethodRecord, type SetupIntentRecord, keys } from './sandboxRecords.ts';

/**
 * The card step of the sandbox: what Stripe.js and Stripe's SetupIntents do with the card
 * fields, here behind our own card form, with Stripe's test cards and messages.
 */

export type SandboxCardResult =
  | {
      status: 'succeeded';
      setupIntentId: string;
      paymentMethodId: string;
      card: { brand: CardBrand; last4: string; expMonth: number; expYear: number };
    }
  /** 3-D Secure: the browser opens `authenticationUrl`, which calls `confirmAuthentication`. */
  | { status: 'requires_action'; setupIntentId: string; authenticationUrl: string };

export async function createSetupIntent(ctx: SandboxContext, customerId: string): Promise<SetupIntentResult> {
  await loadCustomer(ctx, customerId);
  const id = ctx.id('seti');
  const intent: SetupIntentRecord = {
    id,
    customerId,
    clientSecret: `${id}_secret_${ctx.id('s')}`,
    status: 'requires_payment_method',
    paymentMethodId: null,
  };
  await ctx.store.put(keys.setupIntent(id), intent);
  return { setupIntentId: id, clientSecret: intent.clientSecret };
}

/**
 * The customer's own SetupIntent: another customer's id is as unknown as a made-up one, as
 * Stripe answers for another account's (`resource_missing`), so no tenant confirms another's.
 */
async function loadOwnIntent(ctx: SandboxContext, customerId: string, setupIntentId: string) {
  const intent = await load<SetupIntentRecord>(
    ctx,
    keys.setupIntent(setupIntentId),
    'setup_intent',
    setupIntentId,
    'setupIntentId',
  );
  if (intent.customerId !== customerId) {
    throw new PaymentNotFoundError(`No such setup_intent: '${setupIntentId}'`, 'setupIntentId');
  }
  return intent;
}

export async function confirmSandboxCard(
  ctx: SandboxContext,
  { customerId, setupIntentId, card }: { customerId: string; setupIntentId: string; card: SandboxCardInput },
): Promise<SandboxCardResult> {
  const intent = await loadOwnIntent(ctx, customerId, setupIntentId);
  if (intent.status === 'succeeded') {
    throw new PaymentRequestError(
      'This SetupIntent has already succeeded.',
      'setup_intent_unexpected_state',
      'setupIntentId',
    );
  }
  const valid = validateCard(card, ctx.now());
  const pm: PaymentMethodRecord = {
    id: ctx.id('pm'),
    customerId: intent.customerId,
    brand: valid.brand,
    last4: valid.last4,
    expMonth: valid.expMonth,
    expYear: valid.expYear,
    behaviour: valid.behaviour,
    usable: valid.behaviour !== 'requires_authentication',
  };
  await ctx.store.put(keys.paymentMethod(pm.id), pm);
  const next: SetupIntentRecord = {
    ...intent,
    paymentMethodId: pm.id,
    status: pm.usable ? 'succeeded' : 'requires_action',
  };
  await ctx.store.put(keys.setupIntent(intent.id), next);
  if (!pm.usable) {
    return {
      status: 'requires_action',
      setupIntentId: intent.id,
      authenticationUrl: `/api/v1/sandbox/payments/authenticate/${intent.id}`,
    };
  }
  return {
    status: 'succeeded',
    setupIntentId: intent.id,
    paymentMethodId: pm.id,
    card: { brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear },
  };
}

export async function confirmAuthentication(
  ctx: SandboxContext,
  { customerId, setupIntentId, approve }: { customerId: string; setupIntentId: string; approve: boolean },
): Promise<SandboxCardResult> {
  const intent = await loadOwnIntent(ctx, customerId, setupIntentId);
  if (intent.status !== 'requires_action' || !intent.paymentMethodId) {
    throw new PaymentRequestError(
      'This SetupIntent does not require authentication.',
      'setup_intent_unexpected_state',
      'setupIntentId',
    );
  }
  if (!approve) {
    // Stripe returns the intent to requires_payment_method: the customer picks another card.
    await ctx.store.put(keys.setupIntent(intent.id), {
      ...intent,
      status: 'requires_payment_method',
      paymentMethodId: null,
    });
    throw new CardAuthenticationError();
  }
  const pm = await load<PaymentMethodRecord>(
    ctx,
    keys.paymentMethod(intent.paymentMethodId),
    'PaymentMethod',
    intent.paymentMethodId,
    'paymentMethodId',
  );
  await ctx.store.put(keys.paymentMethod(pm.id), { ...pm, usable: true });
  await ctx.store.put(keys.setupIntent(intent.id), { ...intent, status: 'succeeded' });
  return {
    status: 'succeeded',
    setupIntentId: intent.id,
    paymentMethodId: pm.id,
    card: { brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear },
  };
}

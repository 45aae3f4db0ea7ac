import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../errors/ApiError.ts';
import { subscriptionId } from '../test/billing.fixtures.ts';
import { loopbackClients } from '../test/loopbackClient.ts';
import { type Reply } from '../test/server.ts';
import { applyCoupon, currentPlan, subscriptionInfo } from './billing.ts';

const connect = loopbackClients();

async function setup(reply: Reply) {
  const onSubscriptionRequired = vi.fn();
  return { ...(await connect(reply, { onSubscriptionRequired })), onSubscriptionRequired };
}

describe('billing call failures', () => {
  it('applyCoupon should surface a refused code as a field error on `code`, without a toast', async () => {
    const { client, onError } = await setup({
      status: 422,
      body: { message: 'This coupon code is not valid.', errors: { code: ['This coupon code is not valid.'] } },
    });
    const error = (await applyCoupon(client, { code: 'EXPIRED', plan: 'pro', interval: 'month' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({
      kind: 'validation',
      status: 422,
      fieldErrors: { code: 'This coupon code is not valid.' },
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('should hand a 406 SubscriptionException to the subscription hook, with a toast', async () => {
    const message = 'Your organization has no active subscription. Choose a plan to continue.';
    const { client, onError, onSubscriptionRequired } = await setup({
      status: 406,
      body: { message, error: 'SubscriptionException' },
    });
    await expect(subscriptionInfo(client, subscriptionId)).rejects.toMatchObject({ kind: 'subscription', status: 406 });
    expect(onSubscriptionRequired).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledExactlyOnceWith(message, expect.anything());
  });

  it('should not take a 406 without SubscriptionException for a missing subscription', async () => {
    const { client, onSubscriptionRequired } = await setup({ status: 406, body: { message: 'Not acceptable.' } });
    await expect(currentPlan(client)).rejects.toMatchObject({ kind: 'other', status: 406 });
    expect(onSubscriptionRequired).not.toHaveBeenCalled();
  });
});

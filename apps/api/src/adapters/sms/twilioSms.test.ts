import { afterEach, describe, expect, it } from 'vitest';
import { SmsError } from './smsSender.ts';
import { startFakeTwilioServer } from './testing/fakeTwilioServer.ts';
import { createTwilioSmsSender, type TwilioSmsOptions } from './twilioSms.ts';

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
const authToken = 'test-auth-token';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setup(overrides: Partial<TwilioSmsOptions> = {}) {
  const server = await startFakeTwilioServer({ accountSid, authToken });
  close = server.close;
  const sleeps: number[] = [];
  const sender = createTwilioSmsSender({
    baseUrl: server.url,
    accountSid,
    authToken,
    from: '+15005550006',
    sleep: async (ms) => void sleeps.push(ms),
    ...overrides,
  });
  return { server, sender, sleeps };
}

describe('createTwilioSmsSender', () => {
  it('should post the form-encoded message with basic auth and return the SID', async () => {
    const { server, sender } = await setup();

    const { id } = await sender.send({
      to: '+33612345678',
      body: 'Merci pour votre visite ! Laissez-nous un avis : https://x.test/r/1',
    });

    expect(id).toMatch(/^SM[0-9a-f]{32}$/);
    const [request] = server.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${accountSid}/Messages.json`,
      contentType: 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
      form: {
        To: '+33612345678',
        From: '+15005550006',
        Body: 'Merci pour votre visite ! Laissez-nous un avis : https://x.test/r/1',
      },
    });
    expect(server.messages[0]).toMatchObject({ sid: id, status: 'queued' });
  });

  it('should send through a messaging service instead of a number when configured', async () => {
    const { server, sender } = await setup({ from: undefined, messagingServiceSid: 'MG123' });

    await sender.send({ to: '+33612345678', body: 'Hello' });

    expect(server.requests[0]?.form).toEqual({ To: '+33612345678', Body: 'Hello', MessagingServiceSid: 'MG123' });
  });

  it('should map an invalid number to SmsError invalid_number with Twilio code 21211', async () => {
    const { sender } = await setup();

    const error = await sender.send({ to: '+15005550001', body: 'Hi' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({
      kind: 'invalid_number',
      retryable: false,
      details: { code: 21211, status: 400, moreInfo: 'https://www.twilio.com/docs/errors/21211' },
    });
    expect((error as Error).message).toBe("The 'To' number +15005550001 is not a valid phone number.");
  });

  it('should map wrong credentials to SmsError auth (20003) without retrying', async () => {
    const { server, sender, sleeps } = await setup({ authToken: 'wrong' });

    await expect(sender.send({ to: '+33612345678', body: 'Hi' })).rejects.toMatchObject({
      kind: 'auth',
      details: { code: 20003, status: 401 },
    });
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('should retry once after a 429, honouring Retry-After', async () => {
    const { server, sender, sleeps } = await setup();
    server.failNext({ status: 429, retryAfterSeconds: 2 });

    const { id } = await sender.send({ to: '+33612345678', body: 'Hi' });

    expect(id).toMatch(/^SM/);
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('should retry once after a 5xx with the default delay, then give up', async () => {
    const { server, sender, sleeps } = await setup({ retryDelayMs: 250 });
    server.failNext({ status: 503 }, 2);

    const error = await sender.send({ to: '+33612345678', body: 'Hi' }).catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'SmsError', kind: 'unavailable', retryable: true, details: { status: 503 } });
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([250]);
  });

  it('should report rate limiting when the retry is throttled too', async () => {
    const { server, sender } = await setup();
    server.failNext({ status: 429 }, 2);

    await expect(sender.send({ to: '+33612345678', body: 'Hi' })).rejects.toMatchObject({
      kind: 'rate_limited',
      details: { code: 20429 },
    });
  });

  it('should refuse a non-E.164 number and a body over 320 characters before calling Twilio', async () => {
    const { server, sender } = await setup();

    await expect(sender.send({ to: '0612345678', body: 'Hi' })).rejects.toMatchObject({ kind: 'invalid_message' });
    await expect(sender.send({ to: '+33612345678', body: 'é'.repeat(321) })).rejects.toMatchObject({
      kind: 'invalid_message',
    });
    await expect(sender.send({ to: '+33612345678', body: '   ' })).rejects.toMatchObject({ kind: 'invalid_message' });
    expect(server.requests).toHaveLength(0);
    // Exactly 320 characters, some outside the BMP, is accepted.
    await expect(sender.send({ to: '+33612345678', body: '⭐'.repeat(10) + 'a'.repeat(310) })).resolves.toHaveProperty(
      'id',
    );
  });

  it('should report an unreachable provider as unavailable', async () => {
    const { server, sender } = await setup();
    await server.close();

    await expect(sender.send({ to: '+33612345678', body: 'Hi' })).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('should require a sender', () => {
    expect(() => createTwilioSmsSender({ accountSid, authToken })).toThrow(/From/);
  });
});

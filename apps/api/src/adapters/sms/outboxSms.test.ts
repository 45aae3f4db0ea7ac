import { describe, expect, it } from 'vitest';
import { createInMemoryOutboxStore } from '../mail/outbox.ts';
import { createSmsSender } from './index.ts';
import { createOutboxSmsSender } from './outboxSms.ts';

describe('createOutboxSmsSender', () => {
  it('should store the SMS in the outbox and, in local mode, print it', async () => {
    const outbox = createInMemoryOutboxStore();
    const lines: string[] = [];
    const at = new Date('2025-05-05T08:00:00Z');
    const logger = { info: (m: string) => void lines.push(m) };
    const sender = createOutboxSmsSender({ outbox, logger, now: () => at, printText: true });

    const { id } = await sender.send({
      to: '+33612345678',
      body: 'Votre avis compte : https://x.test/r/1',
      template: 'campaignInvite',
      locale: 'fr',
    });

    expect(outbox.entries).toEqual([
      {
        id,
        channel: 'sms',
        to: '+33612345678',
        body_text: 'Votre avis compte : https://x.test/r/1',
        template: 'campaignInvite',
        locale: 'fr',
        created_at: at,
      },
    ]);
    expect(lines).toEqual([
      `outbox sms id=${id} to=+33612345678 template=campaignInvite\n  | Votre avis compte : https://x.test/r/1`,
    ]);
  });

  it('should log only who, what kind and when outside local mode: an SMS may carry a code or a link', async () => {
    const lines: string[] = [];
    const at = new Date('2025-05-05T08:00:00Z');
    const logger = { info: (m: string) => void lines.push(m) };
    const outbox = createInMemoryOutboxStore();
    const sender = createSmsSender({ outbox, logger });
    const viaFactory = await sender.send({ to: '+33612345678', body: 'Code 902134 https://x.test/r/secret' });
    const direct = createOutboxSmsSender({ outbox, logger, now: () => at });
    const { id } = await direct.send({ to: '+33612345678', body: 'Code 902134', template: 'code' });

    expect(lines[0]).toMatch(new RegExp(`^outbox sms id=${viaFactory.id} to=\\+33612345678 template=sms at=\\S+Z$`));
    expect(lines[1]).toBe(`outbox sms id=${id} to=+33612345678 template=code at=2025-05-05T08:00:00.000Z`);
    expect(lines.join('\n')).not.toMatch(/902134|secret/);
  });

  it('should refuse what the provider would refuse', async () => {
    const outbox = createInMemoryOutboxStore();
    const sender = createOutboxSmsSender({ outbox });

    await expect(sender.send({ to: '+33612345678', body: 'x'.repeat(321) })).rejects.toMatchObject({
      name: 'SmsError',
      kind: 'invalid_message',
    });
    expect(outbox.entries).toHaveLength(0);
  });
});

describe('createSmsSender', () => {
  it('should pick Twilio when configured and the outbox otherwise', () => {
    const outbox = createInMemoryOutboxStore();

    expect(createSmsSender({ outbox }).kind).toBe('outbox');
    expect(createSmsSender({ outbox, twilio: { accountSid: 'AC1', authToken: 't', from: '+15005550006' } }).kind).toBe(
      'twilio',
    );
  });
});

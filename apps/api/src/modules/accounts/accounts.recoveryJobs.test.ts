import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../adapters/mail/index.ts';
import { MailError } from '../../adapters/mail/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/fixtures.ts';

/** Delivers into `sent`; fails the next deliveries as told (transient or permanent). */
function flakyMailer() {
  const sent: MailMessage[] = [];
  const failures: MailError[] = [];
  const mailer: Mailer = {
    async send(message) {
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push(message);
      return { id: String(sent.length) };
    },
  };
  return { mailer, sent, failures };
}

let t: TestApp;
const mail = flakyMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer: mail.mailer });
});
afterAll(() => t.close());

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email } });

async function storedJobs(email: string): Promise<Array<{ state: string }>> {
  const result = (await t.database.db.execute(
    sql`select state from pgboss.job where name = 'accounts.password-reset-email' and data->>'email' = ${email}`,
  )) as unknown as { rows: Array<{ state: string }> };
  return result.rows;
}

describe('the reset link as a stored job', () => {
  it('should be stored before the answer and mailed only when a worker runs it', async () => {
    const user = await createUser(t.database.db);
    expect((await forgot(user.email)).statusCode).toBe(200);
    // A crash now would lose nothing: the job is a row, and no mail went out yet.
    expect(await storedJobs(user.email)).toEqual([{ state: 'created' }]);
    expect(mail.sent.filter((m) => m.to === user.email)).toEqual([]);
    await t.app.jobs.drain();
    expect(mail.sent.filter((m) => m.to === user.email).map((m) => m.template)).toEqual(['passwordReset']);
    expect(await storedJobs(user.email)).toEqual([{ state: 'completed' }]);
  });

  it('should store a job for an unknown email too (same work before the answer), and mail nobody', async () => {
    const email = 'nobody-at-all@example.com';
    const before = mail.sent.length;
    expect((await forgot(email)).statusCode).toBe(200);
    expect(await storedJobs(email)).toEqual([{ state: 'created' }]);
    await t.app.jobs.drain();
    expect(mail.sent.length).toBe(before);
  });

  it('should retry a transient mail failure later, and give up on a permanent one', async () => {
    const user = await createUser(t.database.db);
    mail.failures.push(new MailError('421 try later', true));
    await forgot(user.email);
    expect(await t.app.jobs.drain()).toEqual({ completed: 0, failed: 1 });
    expect(await storedJobs(user.email)).toEqual([{ state: 'retry' }]);
    await t.app.jobs.drain({ includeDelayed: true });
    expect(mail.sent.filter((m) => m.to === user.email)).toHaveLength(1);

    const other = await createUser(t.database.db);
    mail.failures.push(new MailError('550 no such mailbox', false));
    await forgot(other.email);
    expect(await t.app.jobs.drain()).toEqual({ completed: 1, failed: 0 });
    expect(mail.sent.filter((m) => m.to === other.email)).toHaveLength(0);
  });
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts of apps/api/src/seed.ts. */
export const DEMO_PASSWORD = 'Starcrew-demo-2026';
export const demo = {
  owner: 'demo@starcrew.app',
  manager: 'manager@starcrew.app',
  /** Tom's password is changed and given back by the seller test; the guard test uses Léa. */
  seller: 'tom@starcrew.app',
  otherSeller: 'lea@starcrew.app',
} as const;

/** An address no run has used: each test registers its own owner. */
export const freshEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface OutboxEntry {
  to: string;
  subject: string | null;
  template: string;
  body_text: string;
}

/** The newest email of `template` sent to `to`, from the development outbox (apps/api/src/modules/outbox). */
export async function lastEmail(request: APIRequestContext, to: string, template: string): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  // Emails are sent after the answer: wait for the one we expect.
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const entries = ((await response.json()) as { data: OutboxEntry[] }).data;
      found = entries.find((e) => e.template === template);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no ${template} email to ${to}`);
  return found;
}

/** The 6-digit code of the latest verification email. */
export async function verificationCode(request: APIRequestContext, to: string): Promise<string> {
  const email = await lastEmail(request, to, 'verificationCode');
  const code = /\b(\d{6})\b/.exec(`${email.subject ?? ''} ${email.body_text}`)?.[1];
  if (!code) throw new Error(`no code in the email to ${to}`);
  return code;
}

export interface SessionData {
  user: { id: string };
  access_token: string;
  permissions: string[];
  roles: string[];
}

/** Signs in through the API, as the console's login call does. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/v1/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SessionData }).data;
}

/** Registers a new owner through the API; their email is not verified yet. */
export async function apiRegister(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/v1/register', {
    data: { first_name: 'Inès', last_name: 'Moreau', email, password, password_confirmation: password },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: SessionData }).data;
}

/** Stores a session under the spec's keys (section 3), as the console does after sign-in. */
export async function storeSession(page: Page, data: SessionData) {
  await page.goto('/login');
  await page.evaluate((session) => {
    localStorage.setItem('user', JSON.stringify(session.user));
    localStorage.setItem('token', session.access_token);
    localStorage.setItem('permissions', JSON.stringify(session.permissions));
    localStorage.setItem('roles', JSON.stringify(session.roles));
  }, data);
}

/** Types a code into the six boxes of the verification screen. */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /Digit 1 of 6/ }).click();
  await page.keyboard.type(code);
}

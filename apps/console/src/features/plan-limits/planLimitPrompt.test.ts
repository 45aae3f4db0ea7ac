import { ApiError, plans } from '@starcrew/api-client';
import type { SessionData } from '@starcrew/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../app/services.ts';
import { waitForSession } from '../../app/session.ts';
import { managerSession, ownerSession } from '../../testing/fixtures.ts';
import { createPlanLimitPrompts, planLimitPromptFor } from './planLimitPrompt.ts';

// The design system's styles need the vanilla-extract plugin; no toast is shown here (onError is given).
vi.mock('@starcrew/ui', () => ({ toastQueue: { add: vi.fn() } }));

const MESSAGE = 'Your Essential plan allows up to 10 team members. Upgrade your plan to add more.';
const error = (kind: ApiError['kind'], status: number) => new ApiError({ kind, status, message: MESSAGE });

describe('planLimitPromptFor: which error becomes the prompt', () => {
  it('should prompt for a 403 PlanLimitReached, with the plans for the owner only', () => {
    expect(planLimitPromptFor(error('planLimit', 403), 'super_manager')).toEqual({
      message: MESSAGE,
      canUpgrade: true,
    });
    expect(planLimitPromptFor(error('planLimit', 403), 'manager')).toEqual({ message: MESSAGE, canUpgrade: false });
    expect(planLimitPromptFor(error('planLimit', 403), undefined)).toMatchObject({ canUpgrade: false });
  });

  it('should leave every other failure to its usual handling', () => {
    for (const [kind, status] of [
      ['forbidden', 403],
      ['validation', 422],
      ['subscription', 406],
      ['server', 500],
      ['network', 500],
    ] as const) {
      expect(planLimitPromptFor(error(kind, status), 'super_manager')).toBeNull();
    }
  });
});

describe('createPlanLimitPrompts', () => {
  it('should show only to a mounted dialog, keep the newest, and dismiss', () => {
    const prompts = createPlanLimitPrompts();
    expect(prompts.show({ message: 'a', canUpgrade: true })).toBe(false);
    expect(prompts.getSnapshot()).toBeNull();
    const listener = vi.fn();
    const unsubscribe = prompts.subscribe(listener);
    expect(prompts.show({ message: 'a', canUpgrade: true })).toBe(true);
    expect(prompts.show({ message: 'b', canUpgrade: false })).toBe(true);
    expect(prompts.getSnapshot()).toEqual({ message: 'b', canUpgrade: false });
    prompts.dismiss();
    expect(prompts.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});

/** The real services and API client; the network answers every call 403 PlanLimitReached. */
async function servicesAnswering403(session: SessionData, body: Record<string, string>) {
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify(session.user));
  localStorage.setItem('token', session.access_token);
  localStorage.setItem('permissions', JSON.stringify(session.permissions));
  localStorage.setItem('roles', JSON.stringify(session.roles));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status: 403 })),
  );
  const onError = vi.fn();
  const prompts = createPlanLimitPrompts();
  const services = createServices({ onError, planLimitPrompts: prompts, assign: vi.fn() });
  await waitForSession(services.session);
  return { ...services, onError, prompts };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a call answered 403 PlanLimitReached', () => {
  const limitBody = { message: MESSAGE, error: 'PlanLimitReached' };

  it("should open the manager layout's prompt and no toast (said once)", async () => {
    const { api, session, onError, prompts } = await servicesAnswering403(ownerSession, limitBody);
    const unsubscribe = prompts.subscribe(() => undefined);
    await expect(plans(api)).rejects.toMatchObject({ kind: 'planLimit', status: 403 });
    expect(prompts.getSnapshot()).toEqual({ message: MESSAGE, canUpgrade: true });
    expect(onError).not.toHaveBeenCalled();
    unsubscribe();
    session.stop();
  });

  it("should tell a manager's prompt that he cannot upgrade", async () => {
    const { api, session, prompts } = await servicesAnswering403(managerSession, limitBody);
    const unsubscribe = prompts.subscribe(() => undefined);
    await expect(plans(api)).rejects.toMatchObject({ kind: 'planLimit' });
    expect(prompts.getSnapshot()).toEqual({ message: MESSAGE, canUpgrade: false });
    unsubscribe();
    session.stop();
  });

  it('should fall back to the toast where no dialog is mounted, and toast any other 403', async () => {
    const limited = await servicesAnswering403(ownerSession, limitBody);
    await expect(plans(limited.api)).rejects.toMatchObject({ kind: 'planLimit' });
    expect(limited.onError).toHaveBeenCalledExactlyOnceWith(MESSAGE, expect.anything());
    limited.session.stop();
    const forbidden = await servicesAnswering403(ownerSession, { message: 'Forbidden' });
    await expect(plans(forbidden.api)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(forbidden.onError).toHaveBeenCalledExactlyOnceWith('Forbidden', expect.anything());
    expect(forbidden.prompts.getSnapshot()).toBeNull();
    forbidden.session.stop();
  });
});

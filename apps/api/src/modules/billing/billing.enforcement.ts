import { billingMessageIds, SUBSCRIPTION_EXCEPTION } from '@starcrew/contract';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';

/** The manager areas of the API: every call under them is for subscribed organizations only… */
const MANAGER_AREA = /^\/api\/v1\/(?:manager|super-manager)\/([^/]+)/;

/**
 * …except these first path segments (decisions.md: auth, account, plans, payments and
 * networks). A rule by path, so manager routes added later are covered without a list.
 */
export const SUBSCRIPTION_FREE_SEGMENTS: ReadonlySet<string> = new Set([
  // account
  'delete-account',
  'seller-reset-password',
  'account',
  // the low-rating alerts switch, a personal setting of My account (read by its screen)
  'review-alerts',
  // plans and payments
  'plans',
  'plans-billings',
  'payments',
  'subscriptions',
  'current-plan',
  'apply-coupon',
  'subscription-info',
  'cancel-subscription',
  'billing-info',
  'invoices',
  // networks, and the business-profile connection that fills them
  'networks',
  'network-plans',
  'rename-location',
  'business-profile',
  'google',
]);

/** Whether a route (its pattern, `/api/v1/manager/campaigns/:id`) needs a subscribed organization. */
export function requiresSubscription(routeUrl: string | undefined): boolean {
  const segment = routeUrl ? MANAGER_AREA.exec(routeUrl)?.[1] : undefined;
  return segment !== undefined && !SUBSCRIPTION_FREE_SEGMENTS.has(segment);
}

/** The 406 of spec section 8, one construction for the hook and the services that check themselves. */
export const subscriptionRequired = () =>
  new HttpError(406, { id: billingMessageIds.subscriptionRequired }, { error: SUBSCRIPTION_EXCEPTION });

export interface SubscriptionEnforcementOptions {
  isSubscribed(organizationId: string): Promise<boolean>;
}

interface UserLike {
  organization_id: string;
  is_plan_subscribed: boolean;
}

function isUserLike(value: unknown): value is UserLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UserLike).organization_id === 'string' &&
    typeof (value as UserLike).is_plan_subscribed === 'boolean'
  );
}

/** The users an answer carries: `data` (user calls) or `data.user` (login, register). */
function usersIn(payload: unknown): UserLike[] {
  const data = (payload as { data?: unknown } | null)?.data;
  const nested = (data as { user?: unknown } | null | undefined)?.user;
  return [data, nested].filter(isUserLike);
}

/**
 * Spec section 8 and decisions.md: 406 SubscriptionException to an unsubscribed
 * organization's managers, before validation so the client is sent to the plans page rather
 * than shown field errors. Also fills `is_plan_subscribed` in every answer carrying a user,
 * so login, register and the user calls tell the console the truth.
 */
const enforcement: FastifyPluginAsync<SubscriptionEnforcementOptions> = async (app, { isSubscribed }) => {
  app.addHook('preValidation', async (request) => {
    const user = request.auth?.user;
    if (!user || user.role === 'seller' || !requiresSubscription(request.routeOptions.url)) return;
    // Read with the session, in the request's first statement (auth.repository.ts); asked
    // again only when the context did not carry it.
    if (request.auth?.subscribed ?? (await isSubscribed(user.organizationId))) return;
    throw subscriptionRequired();
  });

  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    for (const user of usersIn(payload)) user.is_plan_subscribed = await isSubscribed(user.organization_id);
    return payload;
  });
};
// Hooks on the registering (root) scope, so they cover every route, including later ones.
Object.assign(enforcement, { [Symbol.for('skip-override')]: true });
export const subscriptionEnforcement = enforcement;

import {
  errorBodySchema,
  reviewAlertsRequestSchema,
  reviewAlertsResponseSchema,
  reviewMessageIds,
  translate,
  validationErrorBodySchema,
} from '@starcrew/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { localeOf } from '../../lib/locale.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: validationErrorBodySchema };
const config = { roles: MANAGERS, permissions: ['reviews.view' as const] };

/**
 * The signed-in user's switch for low-rating alerts (Settings; reviews.alerts.ts sends them).
 * Their own row only: there is no id to give, so no one else's switch to reach.
 */
export const reviewAlertsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/manager/review-alerts',
    {
      config,
      schema: {
        tags: ['reviews'],
        summary: 'Whether I get an email for each new 1 or 2 star review',
        description: 'For the reviews of the locations the caller sees. On unless switched off.',
        response: { 200: reviewAlertsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { enabled: authOf(request).user.reviewAlerts } }),
  );

  app.put(
    '/manager/review-alerts',
    {
      config,
      schema: {
        tags: ['reviews'],
        summary: 'Switch the low-rating alert emails on or off',
        body: reviewAlertsRequestSchema,
        response: { 200: reviewAlertsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { enabled } = request.body;
      await db
        .update(users)
        .set({ reviewAlerts: enabled })
        .where(eq(users.id, authOf(request).user.id));
      return {
        data: { enabled },
        message: translate(localeOf(request), enabled ? reviewMessageIds.alertsOn : reviewMessageIds.alertsOff),
      };
    },
  );
};

import {
  dashboardQuerySchema,
  dashboardResponseSchema,
  errorBodySchema,
  subscriptionErrorBodySchema,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import type { DashboardService } from './dashboard.service.ts';

export interface DashboardRoutesOptions {
  service: DashboardService;
}

/** The manager dashboard (spec section 2): its key figures. Team ranking and the rating chart come later. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, options) => {
  app.get(
    '/manager/dashboard',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['dashboard'],
        summary: 'Key figures of the manager dashboard',
        description:
          'Total reviews, average rating (2 decimals, null without a rating), active members (sellers) and total ' +
          'campaigns. Without `location_id`: the whole organization for the owner, the tied locations for a manager. ' +
          'With it: that location, 404 when it is another organization’s or one the manager is not tied to. ' +
          '406 `SubscriptionException` for an unsubscribed organization.',
        querystring: dashboardQuerySchema,
        response: {
          200: dashboardResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          406: subscriptionErrorBodySchema,
          422: validationErrorBodySchema,
        },
      },
    },
    async (request) => {
      const data = await options.service.stats(authOf(request).user, request.query.location_id);
      return { data };
    },
  );
};

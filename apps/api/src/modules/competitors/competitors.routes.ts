import {
  competitorIdParamsSchema,
  competitorMessageIds,
  competitorRequestSchema,
  competitorResponseSchema,
  competitorReviewsResponseSchema,
  competitorSearchQuerySchema,
  competitorSearchResponseSchema,
  competitorsQuerySchema,
  competitorsResponseSchema,
  errorBodySchema,
  messageResponseSchema,
  subscriptionErrorBodySchema,
  translate,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import type { CompetitorsService } from './competitors.service.ts';

export interface CompetitorsRoutesOptions {
  service: CompetitorsService;
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  406: subscriptionErrorBodySchema,
  422: validationErrorBodySchema,
};
/** The places directory's quota or outage (competitors.quota / competitors.unavailable). */
const directoryErrors = { ...errors, 503: errorBodySchema };

/** The owner and managers; a manager reaches only the competitors of their locations (404 otherwise). */
const view = { roles: MANAGERS, permissions: ['competitors.view' as const] };
const manage = { roles: MANAGERS, permissions: ['competitors.manage' as const] };

/** Competitor tracking (spec section 2 "Competitors", issue 17), per location. */
export const competitorsRoutes: FastifyPluginAsyncZod<CompetitorsRoutesOptions> = async (app, { service }) => {
  const actor = (request: FastifyRequest) => authOf(request).user;
  const say = (request: FastifyRequest, id: string) => translate(localeOf(request), id);

  app.get(
    '/manager/competitors',
    {
      config: view,
      schema: {
        tags: ['competitors'],
        summary: 'The competitors of a location, compared with it',
        description:
          'Figures are the daily refresh’s (never a live call). Differences are the competitor’s minus the location’s; `rating_trend` compares with the history about 30 days back. `limit` is what the plan allows per location.',
        querystring: competitorsQuerySchema,
        response: { 200: competitorsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(actor(request), request.query.location_id) }),
  );

  app.get(
    '/manager/competitors/search',
    {
      config: manage,
      schema: {
        tags: ['competitors'],
        summary: 'Find businesses by name or trade near a location',
        description:
          'Google Places text search biased to the location (the sandbox’s neighbours without a key). 503 when the directory’s quota is spent or it is unavailable.',
        querystring: competitorSearchQuerySchema,
        response: { 200: competitorSearchResponseSchema, ...directoryErrors },
      },
    },
    async (request) => ({
      data: await service.search(actor(request), request.query.location_id, request.query.query, localeOf(request)),
    }),
  );

  app.post(
    '/manager/competitors',
    {
      config: manage,
      schema: {
        tags: ['competitors'],
        summary: 'Follow a place as a competitor of a location',
        description:
          '403 PlanLimitReached past the plan’s competitors per location (Essential 3, Pro 5, Network 10); 422 on place_id when it is followed already or unknown.',
        body: competitorRequestSchema,
        response: { 200: competitorResponseSchema, ...directoryErrors },
      },
    },
    async (request) => ({
      data: await service.add(actor(request), request.body, localeOf(request)),
      message: say(request, competitorMessageIds.added),
    }),
  );

  app.delete(
    '/manager/competitors/:id',
    {
      config: manage,
      schema: {
        tags: ['competitors'],
        summary: 'Stop following a competitor (its history goes with it)',
        params: competitorIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(actor(request), request.params.id);
      return { data: null, message: say(request, competitorMessageIds.removed) };
    },
  );

  app.get(
    '/manager/competitors/:id/reviews',
    {
      config: view,
      schema: {
        tags: ['competitors'],
        summary: 'The review details of a competitor: its figures and latest reviews',
        description: 'At most five reviews, newest first, read from the directory on each call (never stored).',
        params: competitorIdParamsSchema,
        response: { 200: competitorReviewsResponseSchema, ...directoryErrors },
      },
    },
    async (request) => ({ data: await service.reviews(actor(request), request.params.id, localeOf(request)) }),
  );
};

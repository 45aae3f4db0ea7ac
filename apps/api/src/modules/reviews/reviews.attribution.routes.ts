import {
  attributionMessageIds,
  correctAttributionRequestSchema,
  errorBodySchema,
  reviewAttributionResponseSchema,
  reviewIdParamsSchema,
  reviewResponseSchema,
  translate,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import type { AttributionService } from './reviews.attribution.service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: validationErrorBodySchema };

/** Who collected a review, and a manager's correction of it (issue 15 §3). */
export const attributionRoutes: FastifyPluginAsyncZod<{ service: AttributionService }> = async (app, { service }) => {
  const config = { roles: MANAGERS, permissions: ['reviews.assign' as const] };

  app.get(
    '/manager/reviews/:id/attribution',
    {
      config,
      schema: {
        tags: ['reviews'],
        summary: 'Who collected a review, who it may be attributed to, and the corrections so far',
        params: reviewIdParamsSchema,
        response: { 200: reviewAttributionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.details(authOf(request).user, request.params.id) }),
  );

  app.put(
    '/manager/reviews/:id/attribution',
    {
      config,
      schema: {
        tags: ['reviews'],
        summary: 'Correct who collected a review',
        description:
          '`seller_id` is a seller or manager of the review’s location (422 otherwise), or null for no one. The correction is recorded (who, when, from, to) and no later import changes it.',
        params: reviewIdParamsSchema,
        body: correctAttributionRequestSchema,
        response: { 200: reviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const review = await service.correct(authOf(request).user, request.params.id, request.body.seller_id);
      return { data: review, message: translate(localeOf(request), attributionMessageIds.corrected) };
    },
  );
};

import { envelope, errorBodySchema, errorMessageIds, locationIdParamsSchema } from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import type { LocationsRepository } from '../locations/locations.repository.ts';

export interface ReviewSyncRoutesOptions {
  locations: LocationsRepository;
  enqueue: (locationId: string, mode: 'full' | 'incremental') => void;
}

/** The on-demand review sync: queued, so the answer never waits for Google. */
export const reviewSyncRoutes: FastifyPluginAsyncZod<ReviewSyncRoutesOptions> = async (app, options) => {
  app.post(
    '/manager/sync-reviews/:id',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['reviews'],
        summary: 'Fetch a location’s new reviews now',
        description: 'Queues an incremental import and answers 202 at once; a request while one waits is merged.',
        params: locationIdParamsSchema,
        response: { 202: envelope(z.null()), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const location = await options.locations.findVisible(authOf(request).user, request.params.id);
      if (!location?.googleLocationId) throw new HttpError(404, { id: errorMessageIds.notFound });
      options.enqueue(location.id, 'incremental');
      return reply.code(202).send({ data: null });
    },
  );
};

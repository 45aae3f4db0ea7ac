import {
  accessLocationRequestSchema,
  accessLocationResponseSchema,
  activeLocationsResponseSchema,
  errorBodySchema,
  errorMessageIds,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.ts';
import { authOf } from '../../plugins/auth.ts';
import { presentLocation, type LocationsRepository } from './locations.repository.ts';

export interface LocationsRoutesOptions {
  repository: LocationsRepository;
}

/** The top bar's location selector (spec section 4): list, then access one. */
export const locationsRoutes: FastifyPluginAsyncZod<LocationsRoutesOptions> = async (app, options) => {
  app.get(
    '/active-locations',
    {
      schema: {
        tags: ['locations'],
        summary: 'The locations the user may work at',
        description:
          'Every location of the organization for the owner; only the locations they are tied to for managers and sellers. Sorted by title.',
        response: { 200: activeLocationsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const rows = await options.repository.listVisible(authOf(request).user);
      return { data: rows.map(presentLocation) };
    },
  );

  app.post(
    '/access-location',
    {
      schema: {
        tags: ['locations'],
        summary: 'Open one location (the top bar selector)',
        description:
          'Answers `data` with the location. 404 for a location of another organization, or one a manager or seller is not tied to.',
        body: accessLocationRequestSchema,
        response: {
          200: accessLocationResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: validationErrorBodySchema,
        },
      },
    },
    async (request) => {
      const row = await options.repository.findVisible(authOf(request).user, request.body.location_id);
      if (!row) throw new HttpError(404, { id: errorMessageIds.notFound });
      return { data: presentLocation(row) };
    },
  );
};

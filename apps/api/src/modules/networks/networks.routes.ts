import {
  errorBodySchema,
  errorMessageIds,
  locationIdParamsSchema,
  networkMessageIds,
  networksQuerySchema,
  networksResponseSchema,
  renameLocationRequestSchema,
  renameLocationResponseSchema,
  translate,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.ts';
import { localeOf } from '../../lib/locale.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import { presentLocation, type LocationsRepository } from '../locations/locations.repository.ts';
import { paginate, type NetworksRepository } from './networks.repository.ts';

export interface NetworksRoutesOptions {
  networks: NetworksRepository;
  locations: LocationsRepository;
}

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: validationErrorBodySchema };

/** My Networks (spec section 2): the network summary and its locations, and renaming one. */
export const networksRoutes: FastifyPluginAsyncZod<NetworksRoutesOptions> = async (app, options) => {
  app.get(
    '/super-manager/networks',
    {
      config: { permissions: ['networks.manage'] },
      schema: {
        tags: ['networks'],
        summary: 'Network summary and a page of its locations',
        description: '`status` is the tab: all, active or inactive licences. The summary covers every location.',
        querystring: networksQuerySchema,
        response: { 200: networksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { organizationId } = authOf(request).user;
      const { page, per_page: perPage, status } = request.query;
      const [summary, found] = await Promise.all([
        options.networks.summary(organizationId),
        options.networks.page(organizationId, status, page, perPage),
      ]);
      return {
        data: {
          summary,
          locations: found.rows.map(presentLocation),
          pagination: paginate(page, perPage, found.total),
        },
      };
    },
  );

  app.post(
    '/manager/rename-location/:id',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['networks'],
        summary: 'Rename an establishment',
        description: 'Managers may rename only the locations they are tied to; another organization’s is a 404.',
        params: locationIdParamsSchema,
        body: renameLocationRequestSchema,
        response: { 200: renameLocationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const visible = await options.locations.findVisible(user, request.params.id);
      if (!visible) throw new HttpError(404, { id: errorMessageIds.notFound });
      const renamed = await options.locations.rename(user.organizationId, visible.id, request.body.name);
      if (!renamed) throw new HttpError(404, { id: errorMessageIds.notFound });
      return {
        data: presentLocation(renamed),
        message: translate(localeOf(request), networkMessageIds.renamed),
      };
    },
  );
};

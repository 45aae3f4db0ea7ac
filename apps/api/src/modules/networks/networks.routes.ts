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

/**
 * My Networks (spec section 2): the network summary and its locations, and renaming one.
 * The owner and the managers read it (issue 19, item 5: it is in the manager's sidebar), a
 * manager only for their own locations; activating, cancelling and changing the plan stay the
 * owner's (`networks.manage`, `billing.manage` on the billing routes).
 */
export const networksRoutes: FastifyPluginAsyncZod<NetworksRoutesOptions> = async (app, options) => {
  app.get(
    '/super-manager/networks',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['networks'],
        summary: 'Network summary and a page of its locations',
        description:
          '`status` is the tab: all, active or inactive licences. The summary covers every location the caller ' +
          'may see: all of them for the owner, only the ones tied to them for a manager (read only).',
        querystring: networksQuerySchema,
        response: { 200: networksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { page, per_page: perPage, status } = request.query;
      const [summary, found] = await Promise.all([
        options.networks.summary(user),
        options.networks.page(user, status, page, perPage),
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

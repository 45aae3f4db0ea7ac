import {
  businessLocationsQuerySchema,
  businessLocationsResponseSchema,
  businessProfileAuthorizeResponseSchema,
  businessProfileConnectRequestSchema,
  businessProfileConnectResponseSchema,
  businessProfileFinishRequestSchema,
  businessProfileMessageIds,
  errorBodySchema,
  translate,
  userResponseSchema,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale.ts';
import { authOf } from '../../plugins/auth.ts';
import { paginate } from '../networks/networks.repository.ts';
import type { BusinessProfileService } from './businessProfile.service.ts';

export interface BusinessProfileRoutesOptions {
  service: BusinessProfileService;
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  422: validationErrorBodySchema,
};

/**
 * The connection wizard of spec section 2, for the owner. A 403 whose `error` is
 * `BusinessProfileNoAccess` is the failed-connection modal; 409 means "connect first".
 */
export const businessProfileRoutes: FastifyPluginAsyncZod<BusinessProfileRoutesOptions> = async (app, options) => {
  // The owner's wizard: every call needs `networks.manage`, checked before the body.
  const owner = { permissions: ['networks.manage'] as const };
  const { service } = options;

  app.post(
    '/manager/business-profile/authorize',
    {
      config: owner,
      schema: {
        tags: ['business-profile'],
        summary: 'Start the connection: where to send the browser for consent',
        description:
          'Google’s consent screen, or the sandbox’s when no Google client is configured. It comes back to /manager/business-profile-setup/connect-google with `code` and `state`.',
        response: { 200: businessProfileAuthorizeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { url: service.authorize(authOf(request).user) } }),
  );

  app.post(
    '/manager/business-profile/connect',
    {
      config: owner,
      schema: {
        tags: ['business-profile'],
        summary: 'Exchange the consent code and keep the connection',
        description:
          'The refresh token is stored encrypted and never answered. 403 `BusinessProfileNoAccess` when the account has no business profile.',
        body: businessProfileConnectRequestSchema,
        response: { 200: businessProfileConnectResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.connect(authOf(request).user, request.body),
      message: translate(localeOf(request), businessProfileMessageIds.connected),
    }),
  );

  app.get(
    '/manager/business-profile/locations',
    {
      config: owner,
      schema: {
        tags: ['business-profile'],
        summary: 'The locations of the connected account, to choose from',
        description:
          'Also how the selection step resumes after a reload: 409 when the organization holds no connection (never connected, or revoked), and the wizard starts again at step 1.',
        querystring: businessLocationsQuerySchema,
        response: { 200: businessLocationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const found = await service.listLocations(authOf(request).user, page, perPage);
      return { data: { locations: found.items, pagination: paginate(page, perPage, found.total) } };
    },
  );

  app.post(
    '/manager/business-profile/locations',
    {
      config: owner,
      schema: {
        tags: ['business-profile'],
        summary: 'Finish: add the chosen locations and mark the profile connected',
        description:
          'Creates the locations (licence inactive until a network plan activates them), starts their review import, sets `business_profile_token` and answers the user. `select_all: true` adds every location of the connection but `excluded_ids`, the pages the browser never listed included. 409 when the organization holds no connection.',
        body: businessProfileFinishRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.finish(authOf(request).user, request.body),
      message: translate(localeOf(request), businessProfileMessageIds.connected),
    }),
  );
};

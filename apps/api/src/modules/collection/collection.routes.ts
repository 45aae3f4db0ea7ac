import {
  collectionLocationParamsSchema,
  collectionMessageIds,
  collectionTemplatesRequestSchema,
  collectionTemplatesResponseSchema,
  collectionTemplatesSchema,
  collectionToolsResponseSchema,
  envelope,
  errorBodySchema,
  reviewRequestRequestSchema,
  reviewRequestResponseSchema,
  reviewRequestsQuerySchema,
  reviewRequestsResponseSchema,
  sellerTemplatesQuerySchema,
  translate,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf } from '../../lib/locale.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import type { CollectionService } from './collection.service.ts';

export interface CollectionRoutesOptions {
  service: CollectionService;
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};
const sendErrors = { ...errors, 429: errorBodySchema, 502: errorBodySchema };

/** Managers and the owner, at the locations they see (the repository's `visibleTo`). */
const manage = { roles: MANAGERS, permissions: ['tools.manage' as const] };
const sellerOnly = { roles: ['seller' as const], permissions: ['tools.use' as const] };

/** Collection tools (issue 15): message templates, review requests and their history. */
export const collectionRoutes: FastifyPluginAsyncZod<CollectionRoutesOptions> = async (app, { service }) => {
  const actor = (request: FastifyRequest) => authOf(request).user;
  const locale = (request: FastifyRequest) => localeOf(request);
  const say = (request: FastifyRequest, id: string, values?: Record<string, string>) =>
    translate(localeOf(request), id, values);

  app.get(
    '/manager/tools/:id',
    {
      config: manage,
      schema: {
        tags: ['collection'],
        summary: 'A location’s collection tools: templates, its own link, its sellers’ links, today’s count',
        description:
          'Templates are the defaults, in the reader’s language, until the location saves its own (`is_default`). A location of another organization, or not tied to a manager, is a 404.',
        params: collectionLocationParamsSchema,
        response: { 200: collectionToolsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.tools(actor(request), request.params.id, locale(request)) }),
  );

  app.post(
    '/manager/tools/:id/templates',
    {
      config: manage,
      schema: {
        tags: ['collection'],
        summary: 'Save the location’s SMS and email templates',
        description:
          'SMS body at most 320 characters, email subject at most 120 and body at most 5,000 (decisions.md). `{first_name}`, `{link}` and `{business}` are filled in at sending.',
        params: collectionLocationParamsSchema,
        body: collectionTemplatesRequestSchema,
        response: { 200: envelope(collectionTemplatesSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.saveTemplates(actor(request), request.params.id, request.body, locale(request)),
      message: say(request, collectionMessageIds.templatesSaved),
    }),
  );

  app.post(
    '/manager/tools/:id/requests',
    {
      config: manage,
      schema: {
        tags: ['collection'],
        summary: 'Send a review request by email or SMS',
        description:
          'With `seller_id`, the link of that seller at this location (an active seller of it, else a 422); without, the location’s own link. 429 past the location’s daily limit (100 a day, UTC); 502 when the provider fails (the request shows as failed).',
        params: collectionLocationParamsSchema,
        body: reviewRequestRequestSchema,
        response: { 200: reviewRequestResponseSchema, ...sendErrors },
      },
    },
    async (request) => ({
      data: await service.sendAsManager(actor(request), request.params.id, request.body, locale(request)),
      message: say(request, collectionMessageIds.requestSent, { name: request.body.first_name }),
    }),
  );

  app.get(
    '/manager/tools/:id/requests',
    {
      config: manage,
      schema: {
        tags: ['collection'],
        summary: 'The review requests of a location, newest first; recipients masked',
        params: collectionLocationParamsSchema,
        querystring: z.object(reviewRequestsQuerySchema.shape).omit({ location_id: true }),
        response: { 200: reviewRequestsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.history(actor(request), { ...request.query, location_id: request.params.id }),
    }),
  );

  app.get(
    '/seller/tools/templates',
    {
      config: sellerOnly,
      schema: {
        tags: ['collection'],
        summary: 'The messages a seller’s requests at one of their locations will carry',
        querystring: sellerTemplatesQuerySchema,
        response: { 200: collectionTemplatesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.sellerTemplates(actor(request), request.query.location_id, locale(request)),
    }),
  );

  app.post(
    '/seller/tools/requests',
    {
      config: sellerOnly,
      schema: {
        tags: ['collection'],
        summary: 'Send a review request with the seller’s own link',
        description:
          '`location_id` is one of the seller’s locations (another is a 404); `seller_id` is ignored: a seller always sends their own link.',
        body: reviewRequestRequestSchema,
        response: { 200: reviewRequestResponseSchema, ...sendErrors },
      },
    },
    async (request) => ({
      data: await service.sendAsSeller(actor(request), request.body.location_id, request.body, locale(request)),
      message: say(request, collectionMessageIds.requestSent, { name: request.body.first_name }),
    }),
  );

  app.get(
    '/seller/tools/requests',
    {
      config: sellerOnly,
      schema: {
        tags: ['collection'],
        summary: 'The review requests the seller sent, newest first (at one location with `location_id`)',
        querystring: reviewRequestsQuerySchema,
        response: { 200: reviewRequestsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.history(actor(request), request.query) }),
  );
};

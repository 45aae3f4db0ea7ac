import multipart from '@fastify/multipart';
import {
  accountMessageIds,
  errorBodySchema,
  MAX_IMAGE_BYTES,
  memberIdParamsSchema,
  messageResponseSchema,
  sellerMessageIds,
  sellerQrRequestSchema,
  sellerRequestSchema,
  sellerDashboardResponseSchema,
  sellerResponseSchema,
  sellersQuerySchema,
  sellersResponseSchema,
  sellerToolsResponseSchema,
  translate,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { localeOf } from '../../lib/locale.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import type { SellerDashboardService } from './sellerDashboard.service.ts';
import type { SellersService } from './sellers.service.ts';

export interface SellersRoutesOptions {
  service: SellersService;
  /** The seller's own dashboard (`GET /v1/seller/dashboard`). */
  sellerDashboard: SellerDashboardService;
  now: () => Date;
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

/** Managers and the owner; a manager reaches only the sellers of their locations (the repository). */
const manage = { roles: MANAGERS, permissions: ['sellers.manage' as const] };

const logoRequired = () =>
  HttpError.validation({ logo: [{ id: 'validation.required', values: { field: 'field.logo' } }] });

/** The uploaded file of a multipart request, at most 2 MB; 422 on `logo` otherwise. */
async function uploadedLogo(request: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw logoRequired();
    throw error;
  }
  if (!part) throw logoRequired();
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw HttpError.validation({ logo: [{ id: accountMessageIds.imageTooLarge }] });
    }
    throw error;
  }
}

/** The sellers list and its modal, the QR customization (issue 13), and the seller's own tools. */
export const sellersRoutes: FastifyPluginAsyncZod<SellersRoutesOptions> = async (
  app,
  { service, sellerDashboard, now },
) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, parts: 5 } });
  const say = (request: FastifyRequest, id: string) => translate(localeOf(request), id);
  const actor = (request: FastifyRequest) => authOf(request).user;

  app.get(
    '/manager/sellers',
    {
      config: manage,
      schema: {
        tags: ['sellers'],
        summary: 'The sellers list: figures and one page of sellers',
        description:
          '`stats` covers every seller the caller may see (all of the organization for the owner, those of their locations for a manager), whatever the search. `search` matches first name, last name, full name or email; `sort` is a column, `direction` asc or desc.',
        querystring: sellersQuerySchema,
        response: { 200: sellersResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(actor(request), request.query) }),
  );

  app.post(
    '/manager/sellers',
    {
      config: manage,
      schema: {
        tags: ['sellers'],
        summary: 'Add a seller; their generated password is emailed to them',
        description:
          'The seller must change the password at the first sign-in (is_password_updated false). An active seller must fit under the plan: 403 PlanLimitReached otherwise. Every location must be one the caller may see.',
        body: sellerRequestSchema,
        response: { 200: sellerResponseSchema, ...errors, 500: errorBodySchema },
      },
    },
    async (request) => {
      const seller = await service.create(actor(request), request.body, { ip: request.ip, locale: localeOf(request) });
      return { data: seller, message: say(request, sellerMessageIds.created) };
    },
  );

  app.get(
    '/manager/sellers/:id',
    {
      config: manage,
      schema: {
        tags: ['sellers'],
        summary: 'One seller, with links and QR settings',
        description: 'A seller of another organization, or outside a manager’s locations, is a 404.',
        params: memberIdParamsSchema,
        response: { 200: sellerResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(actor(request), request.params.id) }),
  );

  app.post(
    '/manager/sellers/:id',
    {
      config: manage,
      schema: {
        tags: ['sellers'],
        summary: 'Edit a seller (the same fields as adding)',
        description:
          'A manager sets only the locations they see; the seller’s other locations stay. A location kept keeps its personal code.',
        params: memberIdParamsSchema,
        body: sellerRequestSchema,
        response: { 200: sellerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const seller = await service.update(actor(request), request.params.id, request.body, request.ip);
      return { data: seller, message: say(request, sellerMessageIds.updated) };
    },
  );

  app.delete(
    '/manager/sellers/:id',
    {
      config: manage,
      schema: {
        tags: ['sellers'],
        summary: 'Delete a seller',
        description:
          'The seller can no longer sign in and their links stop collecting; their reviews, rewards and campaign results stay, with their name.',
        params: memberIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(actor(request), request.params.id, request.ip);
      return { data: null, message: say(request, sellerMessageIds.deleted) };
    },
  );

  app.post(
    '/manager/sellers/:id/qr',
    {
      config: manage,
      schema: {
        tags: ['sellers'],
        summary: 'Customize the seller’s QR code: colours and name',
        params: memberIdParamsSchema,
        body: sellerQrRequestSchema,
        response: { 200: sellerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const seller = await service.saveQr(actor(request), request.params.id, request.body);
      return { data: seller, message: say(request, sellerMessageIds.qrUpdated) };
    },
  );

  app.post(
    '/manager/sellers/:id/qr-logo',
    {
      config: manage,
      schema: {
        tags: ['sellers'],
        summary: 'Replace the QR code’s logo (multipart, field `logo`)',
        description:
          'PNG, JPEG or WebP, at most 2 MB and 4096 px a side, checked by content and re-encoded like profile images.',
        consumes: ['multipart/form-data'],
        params: memberIdParamsSchema,
        body: z.object({ logo: z.string().meta({ format: 'binary' }).optional() }),
        response: { 200: sellerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const seller = await service.saveLogo(actor(request), request.params.id, await uploadedLogo(request));
      return { data: seller, message: say(request, sellerMessageIds.qrUpdated) };
    },
  );

  app.delete(
    '/manager/sellers/:id/qr-logo',
    {
      config: manage,
      schema: {
        tags: ['sellers'],
        summary: 'Remove the QR code’s logo',
        params: memberIdParamsSchema,
        response: { 200: sellerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const seller = await service.saveLogo(actor(request), request.params.id, null);
      return { data: seller, message: say(request, sellerMessageIds.qrUpdated) };
    },
  );

  app.get(
    '/seller/tools',
    {
      config: { roles: ['seller'], permissions: ['tools.use'] },
      schema: {
        tags: ['sellers'],
        summary: 'The signed-in seller’s own collection links and QR code',
        response: { 200: sellerToolsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ data: await service.tools(actor(request)) }),
  );

  app.get(
    '/seller/dashboard',
    {
      config: { roles: ['seller'], permissions: ['dashboard.view'] },
      schema: {
        tags: ['sellers'],
        summary: 'The signed-in seller’s dashboard: own figures, team ranking, active campaign',
        description:
          'Reviews collected and average rating are the seller’s own. The ranking holds the seller and the active sellers of the organization who share a location with them (at most 50 rows, the seller’s own always among them), by reviews collected, then average rating. The active campaign is the one the seller takes part in that runs today (the organization’s day) and ends first, with the seller’s reviews counted as the campaign’s ranking counts them; null without one.',
        response: { 200: sellerDashboardResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ data: await sellerDashboard.dashboard(actor(request), now()) }),
  );
};

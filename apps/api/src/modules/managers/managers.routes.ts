import {
  acceptInvitationRequestSchema,
  createManagerRequestSchema,
  errorBodySchema,
  invitationResponseSchema,
  invitationLookupRequestSchema,
  managerMessageIds,
  managerResponseSchema,
  managersQuerySchema,
  managersResponseSchema,
  memberIdParamsSchema,
  messageResponseSchema,
  translate,
  updateManagerRequestSchema,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale.ts';
import { authOf } from '../../plugins/auth.ts';
import type { ManagersService } from './managers.service.ts';

export interface ManagersRoutesOptions {
  service: ManagersService;
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

/** Only the owner manages managers (decisions.md). */
const ownerOnly = { roles: ['super_manager' as const], permissions: ['managers.manage' as const] };

/** My Managers and Role Management (issue 13), and the public invitation a manager accepts. */
export const managersRoutes: FastifyPluginAsyncZod<ManagersRoutesOptions> = async (app, { service }) => {
  const say = (request: FastifyRequest, id: string) => translate(localeOf(request), id);
  const ctx = (request: FastifyRequest) => ({ ip: request.ip, locale: localeOf(request) });

  app.get(
    '/super-manager/managers',
    {
      config: ownerOnly,
      schema: {
        tags: ['managers'],
        summary: 'The owner’s managers, with their locations and invitation state',
        querystring: managersQuerySchema,
        response: { 200: managersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.list(authOf(request).user, request.query.page, request.query.per_page),
    }),
  );

  app.post(
    '/super-manager/managers',
    {
      config: ownerOnly,
      schema: {
        tags: ['managers'],
        summary: 'Create a manager, with a password or an invitation',
        description:
          'Without `password`, the manager gets an email with a single-use link valid 7 days to choose one. A manager counts as a member under the plan (403 PlanLimitReached).',
        body: createManagerRequestSchema,
        response: { 200: managerResponseSchema, ...errors, 500: errorBodySchema },
      },
    },
    async (request) => {
      const manager = await service.create(authOf(request).user, request.body, ctx(request));
      return { data: manager, message: say(request, managerMessageIds.created) };
    },
  );

  app.post(
    '/super-manager/managers/:id',
    {
      config: ownerOnly,
      schema: {
        tags: ['managers'],
        summary: 'Edit a manager’s names and locations',
        params: memberIdParamsSchema,
        body: updateManagerRequestSchema,
        response: { 200: managerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const manager = await service.update(authOf(request).user, request.params.id, request.body, request.ip);
      return { data: manager, message: say(request, managerMessageIds.updated) };
    },
  );

  app.delete(
    '/super-manager/managers/:id',
    {
      config: ownerOnly,
      schema: {
        tags: ['managers'],
        summary: 'Remove a manager',
        params: memberIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(authOf(request).user, request.params.id, request.ip);
      return { data: null, message: say(request, managerMessageIds.deleted) };
    },
  );

  app.post(
    '/super-manager/managers/:id/resend-invitation',
    {
      config: ownerOnly,
      schema: {
        tags: ['managers'],
        summary: 'Send a new invitation link; the previous one stops working',
        description: '409 once the manager has a password (accepted, or created with one).',
        params: memberIdParamsSchema,
        response: { 200: managerResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const manager = await service.resendInvitation(authOf(request).user, request.params.id, ctx(request));
      return { data: manager, message: say(request, managerMessageIds.invitationResent) };
    },
  );

  app.post(
    '/invitations/lookup',
    {
      config: { public: true },
      schema: {
        tags: ['managers'],
        summary: 'Whom an invitation link invites',
        description:
          'The token in the body, not the path (paths reach access logs). 422 on `token` for a link unknown, used, replaced by a newer one, or older than 7 days.',
        body: invitationLookupRequestSchema,
        response: { 200: invitationResponseSchema, 422: validationErrorBodySchema },
      },
    },
    async (request) => ({ data: await service.invitation(request.body.token) }),
  );

  app.post(
    '/invitations/accept',
    {
      config: { public: true },
      schema: {
        tags: ['managers'],
        summary: 'Accept an invitation: choose the password',
        description: 'Single use. The manager then signs in with their email and this password.',
        body: acceptInvitationRequestSchema,
        response: { 200: messageResponseSchema, 422: validationErrorBodySchema },
      },
    },
    async (request) => {
      await service.accept(request.body.token, request.body.password);
      return { data: null, message: say(request, managerMessageIds.invitationAccepted) };
    },
  );
};

import {
  archiveCampaignRequestSchema,
  campaignIdParamsSchema,
  campaignMessageIds,
  campaignRankingsResponseSchema,
  campaignRequestSchema,
  campaignResponseSchema,
  campaignsQuerySchema,
  campaignsResponseSchema,
  errorBodySchema,
  sellerCampaignsQuerySchema,
  sellerCampaignsResponseSchema,
  translate,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import type { CampaignsService } from './campaigns.service.ts';

export interface CampaignsRoutesOptions {
  service: CampaignsService;
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

/** The owner sees every campaign; a manager those connected to their locations (the repository). */
const view = { roles: MANAGERS, permissions: ['campaigns.view' as const] };
const manage = { roles: MANAGERS, permissions: ['campaigns.manage' as const] };

/** My Campaigns (issue 16) for managers and the owner, and the seller's own campaigns. */
export const campaignsRoutes: FastifyPluginAsyncZod<CampaignsRoutesOptions> = async (app, { service }) => {
  const say = (request: FastifyRequest, id: string) => translate(localeOf(request), id);
  const actor = (request: FastifyRequest) => authOf(request).user;

  app.get(
    '/manager/campaigns',
    {
      config: view,
      schema: {
        tags: ['campaigns'],
        summary: 'My Campaigns: one page of a tab, and every tab’s count',
        description:
          'Status follows the dates in the organization’s time zone. `archived=true` lists the archived campaigns only (with their own counts).',
        querystring: campaignsQuerySchema,
        response: { 200: campaignsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(actor(request), request.query) }),
  );

  app.post(
    '/manager/campaigns',
    {
      config: manage,
      schema: {
        tags: ['campaigns'],
        summary: 'Create a campaign (the wizard’s three steps together)',
        description:
          'Locations must be ones the caller sees, sellers tied to one of them, the end date not past. 403 PlanLimitReached when the period’s busiest day would hold more running campaigns than the plan allows.',
        body: campaignRequestSchema,
        response: { 200: campaignResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.create(actor(request), request.body),
      message: say(request, campaignMessageIds.created),
    }),
  );

  app.get(
    '/manager/campaigns/:id',
    {
      config: view,
      schema: {
        tags: ['campaigns'],
        summary: 'One campaign: period, mode, rule, rewards per rank, locations, participants',
        params: campaignIdParamsSchema,
        response: { 200: campaignResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(actor(request), request.params.id) }),
  );

  app.put(
    '/manager/campaigns/:id',
    {
      config: manage,
      schema: {
        tags: ['campaigns'],
        summary: 'Edit a campaign (the whole campaign, as the wizard sends it)',
        description:
          'Once started: start date, reward objective, ranking mode and locations stay, no seller leaves, the end date is not before today (422 on the field). A completed campaign changes no more.',
        params: campaignIdParamsSchema,
        body: campaignRequestSchema,
        response: { 200: campaignResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.update(actor(request), request.params.id, request.body),
      message: say(request, campaignMessageIds.updated),
    }),
  );

  app.get(
    '/manager/campaigns/:id/rankings',
    {
      config: view,
      schema: {
        tags: ['campaigns'],
        summary: 'The live rankings: one in shared mode, one per location in separate mode',
        description:
          'From the reviews attributed to the participants at the campaign’s locations within its period, whatever their rating.',
        params: campaignIdParamsSchema,
        response: { 200: campaignRankingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.rankings(actor(request), request.params.id) }),
  );

  app.post(
    '/manager/campaigns/:id/archive',
    {
      config: manage,
      schema: {
        tags: ['campaigns'],
        summary: 'Archive a campaign, or bring it back',
        description:
          'An archived campaign is withdrawn: hidden from the tabs, not counted by the plan, not closed out while archived. Its rewards, if any, stay.',
        params: campaignIdParamsSchema,
        body: archiveCampaignRequestSchema,
        response: { 200: campaignResponseSchema, ...errors },
      },
    },
    async (request) => {
      const campaign = await service.archive(actor(request), request.params.id, request.body.archived);
      return {
        data: campaign,
        message: say(request, request.body.archived ? campaignMessageIds.archived : campaignMessageIds.unarchived),
      };
    },
  );

  app.get(
    '/seller/campaigns',
    {
      config: { roles: ['seller'], permissions: ['campaigns.view'] },
      schema: {
        tags: ['campaigns'],
        summary: 'The signed-in seller’s campaigns, with their progress and rank',
        querystring: sellerCampaignsQuerySchema,
        response: { 200: sellerCampaignsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.sellerCampaigns(actor(request), request.query) }),
  );
};

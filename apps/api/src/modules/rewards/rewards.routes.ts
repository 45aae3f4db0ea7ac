import {
  errorBodySchema,
  localRewardsQuerySchema,
  rewardDetailsResponseSchema,
  rewardIdParamsSchema,
  rewardMessageIds,
  rewardsActionRequestSchema,
  rewardsActionResponseSchema,
  rewardsQuerySchema,
  rewardsResponseSchema,
  translate,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import type { RewardsService } from './rewards.service.ts';

export interface RewardsRoutesOptions {
  service: RewardsService;
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

const view = { roles: MANAGERS, permissions: ['rewards.view' as const] };
const distribute = { roles: MANAGERS, permissions: ['rewards.distribute' as const] };

/** Rewards (issue 16): the managers' tabs, details and distribution, and the seller's own rewards. */
export const rewardsRoutes: FastifyPluginAsyncZod<RewardsRoutesOptions> = async (app, { service }) => {
  const say = (request: FastifyRequest, id: string) => translate(localeOf(request), id);
  const actor = (request: FastifyRequest) => authOf(request).user;

  app.get(
    '/manager/rewards',
    {
      config: view,
      schema: {
        tags: ['rewards'],
        summary: 'Rewards: one page of To Distribute or Distributed, and both counts',
        description: 'The owner sees every reward; a manager those of campaigns connected to their locations.',
        querystring: rewardsQuerySchema,
        response: { 200: rewardsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(actor(request), request.query) }),
  );

  app.get(
    '/manager/local-rewards',
    {
      config: view,
      schema: {
        tags: ['rewards'],
        summary: 'The rewards of the selected location',
        description:
          'The console’s route has no auth flag; the call is a manager call like any other (signed in, rewards.view), and the location must be one the caller sees: another organization’s, or one not tied to a manager, is a 404.',
        querystring: localRewardsQuerySchema,
        response: { 200: rewardsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.local(actor(request), request.query) }),
  );

  app.get(
    '/manager/rewards/:id',
    {
      config: view,
      schema: {
        tags: ['rewards'],
        summary: 'One reward and its whole history (pending, distributed, reversed), oldest first',
        params: rewardIdParamsSchema,
        response: { 200: rewardDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.details(actor(request), request.params.id) }),
  );

  app.post(
    '/manager/rewards/distribute',
    {
      config: distribute,
      schema: {
        tags: ['rewards'],
        summary: 'Mark rewards distributed (who and when are recorded)',
        description:
          'Every id must be a reward the caller sees (404 otherwise, nothing changed); ones already distributed stay as they were.',
        body: rewardsActionRequestSchema,
        response: { 200: rewardsActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { rewards: await service.distribute(actor(request), request.body.reward_ids) },
      message: say(request, rewardMessageIds.distributed),
    }),
  );

  app.post(
    '/manager/rewards/undistribute',
    {
      config: distribute,
      schema: {
        tags: ['rewards'],
        summary: 'Undistribute rewards: back to To Distribute, the reversal kept in their history',
        body: rewardsActionRequestSchema,
        response: { 200: rewardsActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { rewards: await service.undistribute(actor(request), request.body.reward_ids) },
      message: say(request, rewardMessageIds.undistributed),
    }),
  );

  app.get(
    '/seller/rewards',
    {
      config: { roles: ['seller'], permissions: ['rewards.view'] },
      schema: {
        tags: ['rewards'],
        summary: 'The signed-in seller’s own rewards',
        querystring: rewardsQuerySchema,
        response: { 200: rewardsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(actor(request), request.query) }),
  );
};

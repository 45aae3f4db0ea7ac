import {
  aiDraftRequestSchema,
  aiDraftResponseSchema,
  assigneesResponseSchema,
  assignReviewRequestSchema,
  errorBodySchema,
  messageResponseSchema,
  replyRequestSchema,
  replyTemplateRequestSchema,
  replyTemplateResponseSchema,
  replyTemplatesResponseSchema,
  reviewIdParamsSchema,
  reviewMessageIds,
  reviewResponseSchema,
  reviewsExportQuerySchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  EXPORT_ROWS_HEADER,
  translate,
  validationErrorBodySchema,
  type Permission,
} from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import { attachment } from './reviews.export.ts';
import type { InboxService } from './reviews.inbox.service.ts';

export interface InboxRoutesOptions {
  service: InboxService;
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};
/** Google's and the AI service's refusals: said in words, never as a bare 500. */
const upstream = { 409: errorBodySchema, 429: errorBodySchema, 502: errorBodySchema };

/** Managers and the owner; a manager reaches only the reviews of their locations (the repository). */
const managers = (permission: Permission) => ({ roles: MANAGERS, permissions: [permission] });

const LIST_DESCRIPTION =
  '`tab` is all, assigned, unassigned, answered or unanswered; `counts` gives every tab under the other filters. `ratings` lists stars comma separated (`1,2`); `search` matches the comment or the reviewer; `from` and `to` are days in the organization’s time zone, both included; `topics` lists topics comma separated (a review about any of them), `sentiment` is positive, neutral or negative (the built-in analyser’s tags); `sort` is newest, oldest or lowest (rating). Without `location_id`, every location the caller may see.';

/** The review inbox (issue 14) and the seller's own reviews. */
export const inboxRoutes: FastifyPluginAsyncZod<InboxRoutesOptions> = async (app, { service }) => {
  const say = (request: FastifyRequest, id: string) => translate(localeOf(request), id);
  const actor = (request: FastifyRequest) => authOf(request).user;

  app.get(
    '/manager/reviews',
    {
      config: managers('reviews.view'),
      schema: {
        tags: ['reviews'],
        summary: 'The review inbox: one page of a tab, and the count of every tab',
        description: `${LIST_DESCRIPTION} The owner sees the organization’s reviews, a manager those of their locations.`,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(actor(request), request.query) }),
  );

  app.get(
    '/manager/reviews/export',
    {
      config: managers('reviews.view'),
      schema: {
        tags: ['reviews'],
        summary: 'Export what the inbox shows, every page, as CSV or XLSX',
        description: `The list's filters, tab and order (${LIST_DESCRIPTION.split(';')[0]}…), without pages: every review of the tab, streamed as it is read. \`format\` is csv or xlsx. The file is named after the location (or the organization, for every location) and the day: \`reviews-<name>-<YYYY-MM-DD>.csv\`. \`X-Export-Rows\` gives the number of reviews.`,
        querystring: reviewsExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        // The file is streamed as it is read, never serialized: no 200 schema to hold it to.
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.export(actor(request), request.query, localeOf(request));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header(EXPORT_ROWS_HEADER, String(file.rows))
        .header('cache-control', 'no-store')
        .send(file.stream as never);
    },
  );

  app.get(
    '/manager/reviews/assignees',
    {
      config: managers('reviews.assign'),
      schema: {
        tags: ['reviews'],
        summary: 'Who a review may be assigned to',
        description: 'The owner, and the managers and sellers the caller may see.',
        response: { 200: assigneesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.assignees(actor(request)) }),
  );

  app.post(
    '/manager/reviews/:id/assign',
    {
      config: managers('reviews.assign'),
      schema: {
        tags: ['reviews'],
        summary: 'Assign a review to a member',
        params: reviewIdParamsSchema,
        body: assignReviewRequestSchema,
        response: { 200: reviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const review = await service.assign(actor(request), request.params.id, request.body.user_id);
      return { data: review, message: say(request, reviewMessageIds.assigned) };
    },
  );

  app.delete(
    '/manager/reviews/:id/assign',
    {
      config: managers('reviews.assign'),
      schema: {
        tags: ['reviews'],
        summary: 'Unassign a review (the console confirms first)',
        params: reviewIdParamsSchema,
        response: { 200: reviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const review = await service.assign(actor(request), request.params.id, null);
      return { data: review, message: say(request, reviewMessageIds.unassigned) };
    },
  );

  app.post(
    '/manager/reviews/:id/reply',
    {
      config: managers('reviews.reply'),
      schema: {
        tags: ['reviews'],
        summary: 'Reply to a review, or edit the reply',
        description:
          'A Google review is answered on Google through the business profile (429 when Google’s quota is spent, 409 when the connection is gone, 422 or 502 when Google refuses); a review from the public form is answered by email to the customer. The reply is stored only once sent.',
        params: reviewIdParamsSchema,
        body: replyRequestSchema,
        response: { 200: reviewResponseSchema, ...errors, ...upstream },
      },
    },
    async (request) => {
      const review = await service.reply(actor(request), request.params.id, request.body.text);
      return { data: review, message: say(request, reviewMessageIds.replied) };
    },
  );

  app.delete(
    '/manager/reviews/:id/reply',
    {
      config: managers('reviews.reply'),
      schema: {
        tags: ['reviews'],
        summary: 'Delete the reply (on Google too)',
        params: reviewIdParamsSchema,
        response: { 200: reviewResponseSchema, ...errors, ...upstream },
      },
    },
    async (request) => {
      const review = await service.deleteReply(actor(request), request.params.id);
      return { data: review, message: say(request, reviewMessageIds.replyDeleted) };
    },
  );

  app.post(
    '/manager/reviews/:id/ai-draft',
    {
      config: managers('reviews.reply'),
      schema: {
        tags: ['reviews'],
        summary: 'Draft a reply with AI, in the review’s language',
        description:
          'From the rating, the text, the reviewer’s first name and the location’s name. The draft is only returned: the manager edits it and sends it with the reply call.',
        params: reviewIdParamsSchema,
        body: aiDraftRequestSchema,
        response: { 200: aiDraftResponseSchema, ...errors, ...upstream },
      },
    },
    async (request) => ({ data: await service.draft(actor(request), request.params.id, request.body.tone) }),
  );

  app.delete(
    '/manager/reviews/:id',
    {
      config: managers('reviews.delete'),
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review from the public form',
        description: 'A Google review cannot be deleted here (409): it stays on Google; only its reply can go.',
        params: reviewIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      await service.remove(actor(request), request.params.id);
      return { data: null, message: say(request, reviewMessageIds.deleted) };
    },
  );

  app.get(
    '/manager/reply-templates',
    {
      config: managers('reviews.reply'),
      schema: {
        tags: ['reviews'],
        summary: 'The organization’s reply templates',
        response: { 200: replyTemplatesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.templates.list(actor(request)) }),
  );

  app.post(
    '/manager/reply-templates',
    {
      config: managers('reviews.reply'),
      schema: {
        tags: ['reviews'],
        summary: 'Add a reply template',
        description: '`{first_name}` and `{business}` in the body are filled for each review.',
        body: replyTemplateRequestSchema,
        response: { 200: replyTemplateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.templates.create(actor(request), request.body),
      message: say(request, reviewMessageIds.templateSaved),
    }),
  );

  app.post(
    '/manager/reply-templates/:id',
    {
      config: managers('reviews.reply'),
      schema: {
        tags: ['reviews'],
        summary: 'Edit a reply template',
        params: reviewIdParamsSchema,
        body: replyTemplateRequestSchema,
        response: { 200: replyTemplateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.templates.update(actor(request), request.params.id, request.body),
      message: say(request, reviewMessageIds.templateSaved),
    }),
  );

  app.delete(
    '/manager/reply-templates/:id',
    {
      config: managers('reviews.reply'),
      schema: {
        tags: ['reviews'],
        summary: 'Delete a reply template',
        params: reviewIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.templates.remove(actor(request), request.params.id);
      return { data: null, message: say(request, reviewMessageIds.templateDeleted) };
    },
  );

  app.get(
    '/seller/reviews',
    {
      config: { roles: ['seller'], permissions: ['reviews.view'] },
      schema: {
        tags: ['reviews'],
        summary: 'The signed-in seller’s reviews, read only',
        description: `The reviews attributed to the seller. ${LIST_DESCRIPTION}`,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(actor(request), request.query) }),
  );
};

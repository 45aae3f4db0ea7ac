import {
  errorBodySchema,
  errorMessageIds,
  reviewLinkParamsSchema,
  reviewSubmissionRequestSchema,
  reviewSubmissionResponseSchema,
  validationErrorBodySchema,
} from '@starcrew/contract';
import { reviewFields, type ReviewField } from '@starcrew/contract/review-form';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import type { ReviewPageAssets } from '@starcrew/contract/review-form';
import type { ReviewLink } from './publicReviews.repository.ts';
import type { PublicReviewsService } from './publicReviews.service.ts';
import {
  brandOf,
  errorTexts,
  linkPaths,
  linkProblemBody,
  pageLocale,
  reviewFormBody,
  sendPage,
  thankYouBody,
  translator,
} from './publicReviews.pages.ts';

export interface PublicReviewsRoutesOptions {
  service: PublicReviewsService;
  assets: () => ReviewPageAssets;
}

const html = { 200: z.string(), 404: z.string(), 422: z.string(), 429: z.string() };
/**
 * The page's path values, taken as they come: whatever a link holds, the answer is a page
 * (an unknown link's), never a JSON 422 that an HTML route could not even send.
 */
const pageParams = z.object({ locationId: z.string(), code: z.string() });
const pageSchema = (summary: string) => ({
  tags: ['public reviews'],
  summary,
  params: pageParams,
  produces: ['text/html'],
  // The page, or a clear page in the customer's language: never a bare error code.
  response: html,
});

/** The form's body as a browser posts it (urlencoded), or JSON from another client. */
function formBody(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** What the customer typed, as strings to put back in the form. */
function typedValues(body: Record<string, unknown>): Partial<Record<ReviewField, string>> {
  const values: Partial<Record<ReviewField, string>> = {};
  for (const field of reviewFields) {
    const value = body[field];
    if (typeof value === 'string' || typeof value === 'number') values[field] = String(value);
  }
  return values;
}

/**
 * The public review page (issue 15, section 1): `GET` shows the form, a plain `POST` stores
 * the review and answers 303 to the thank-you page (or the form again, 422, with every
 * message and everything typed), and `/api/v1/reviews/…` is the same submission as JSON for
 * the enhanced form. Public routes (plugins/auth.ts): the link's code is the capability.
 */
export const publicReviewPageRoutes: FastifyPluginAsyncZod<PublicReviewsRoutesOptions> = async (app, options) => {
  // Browsers post forms urlencoded; this scope alone reads that type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const problem = (
    request: FastifyRequest,
    reply: FastifyReply,
    link: ReviewLink | null,
    kind: 'unknown' | 'inactive',
  ) => {
    const locale = pageLocale(request);
    const t = translator(locale);
    const brand = brandOf(link);
    return sendPage(reply, {
      status: 404,
      locale,
      title: t(kind === 'inactive' ? 'reviewForm.inactiveTitle' : 'reviewForm.badLinkTitle'),
      body: linkProblemBody({ problem: kind, locationName: link?.location.title ?? null, brand }, t),
      brand,
      assets: { stylesheets: options.assets().stylesheets, scripts: [] },
    });
  };

  const form = (
    request: FastifyRequest,
    reply: FastifyReply,
    link: ReviewLink,
    params: { locationId: string; code: string },
    state: {
      status: number;
      values?: Partial<Record<ReviewField, string>>;
      errors?: Partial<Record<ReviewField, string>>;
      notice?: string;
    },
  ) => {
    const locale = pageLocale(request);
    const t = translator(locale);
    const brand = brandOf(link);
    const paths = linkPaths(params.locationId, params.code, request);
    return sendPage(reply, {
      status: state.status,
      locale,
      title: `${t('reviewForm.title')} – ${link.location.title}`,
      body: reviewFormBody(
        {
          locationName: link.location.title,
          brand,
          action: paths.page,
          jsonAction: paths.json,
          thanksUrl: paths.thanks,
          googleReviewUrl: link.location.reviewUrl,
          values: state.values ?? {},
          errors: state.errors ?? {},
          notice: state.notice ?? null,
        },
        t,
      ),
      brand,
      assets: options.assets(),
    });
  };

  app.get(
    '/reviews/:locationId/:code',
    { config: { public: true }, schema: pageSchema('The public review form (server-rendered)') },
    async (request, reply) => {
      const link = await options.service.findLink(request.params.locationId, request.params.code);
      if (!link) return problem(request, reply, null, 'unknown');
      if (!link.location.active) return problem(request, reply, link, 'inactive');
      return form(request, reply, link, request.params, { status: 200 });
    },
  );

  app.post(
    '/reviews/:locationId/:code',
    {
      config: { public: true },
      schema: {
        ...pageSchema('Send a review from the plain form (urlencoded); 303 to the thank-you page'),
        consumes: ['application/x-www-form-urlencoded'],
        response: { ...html, 303: z.null() },
      },
    },
    async (request, reply) => {
      const body = formBody(request.body);
      const outcome = await options.service.submit({
        ...request.params,
        body,
        ip: request.ip,
        language: pageLocale(request),
      });
      switch (outcome.kind) {
        case 'unknown':
          return problem(request, reply, null, 'unknown');
        case 'inactive':
          return problem(request, reply, outcome.link, 'inactive');
        case 'invalid': {
          const t = translator(pageLocale(request));
          return form(request, reply, outcome.link, request.params, {
            status: 422,
            values: typedValues(body),
            errors: errorTexts(t, outcome.errors),
          });
        }
        case 'limited': {
          const t = translator(pageLocale(request));
          const minutes = Math.max(1, Math.ceil(outcome.retryAfterMs / 60_000));
          return form(request, reply, outcome.link, request.params, {
            status: 429,
            values: typedValues(body),
            notice: t('reviewForm.tooMany', { minutes }),
          });
        }
        case 'stored':
          return reply
            .code(303)
            .header('location', linkPaths(request.params.locationId, request.params.code, request).thanks)
            .send(null);
      }
    },
  );

  // A link cut short (a code missing): the same clear page as an unknown link.
  app.get(
    '/reviews/:locationId',
    {
      config: { public: true },
      schema: {
        tags: ['public reviews'],
        summary: 'An incomplete review link: a page that says so',
        params: z.object({ locationId: z.string() }),
        produces: ['text/html'],
        response: html,
      },
    },
    async (request, reply) => problem(request, reply, null, 'unknown'),
  );

  app.get(
    '/reviews/:locationId/:code/thanks',
    { config: { public: true }, schema: pageSchema('The thank-you page, with the offer to post on Google') },
    async (request, reply) => {
      const link = await options.service.findLink(request.params.locationId, request.params.code);
      if (!link) return problem(request, reply, null, 'unknown');
      const locale = pageLocale(request);
      const t = translator(locale);
      const brand = brandOf(link);
      return sendPage(reply, {
        status: 200,
        locale,
        title: t('reviewForm.thanksTitle'),
        body: thankYouBody({ locationName: link.location.title, brand, googleReviewUrl: link.location.reviewUrl }, t),
        brand,
        assets: { stylesheets: options.assets().stylesheets, scripts: [] },
      });
    },
  );
};

/** The same submission as JSON, for the enhanced form: 201, or 422 per field in the spec's words. */
export const publicReviewApiRoutes: FastifyPluginAsyncZod<{ service: PublicReviewsService }> = async (app, options) => {
  app.post(
    '/reviews/:locationId/:code',
    {
      config: { public: true },
      schema: {
        tags: ['public reviews'],
        summary: 'Send a review from the public form',
        description:
          'Stored (attributed to the link’s seller, or to no one for the location’s own code) before the 201. ' +
          '5 submissions per IP address per hour per location; a filled honeypot is answered the same and stored nowhere.',
        params: reviewLinkParamsSchema,
        body: reviewSubmissionRequestSchema,
        response: {
          201: reviewSubmissionResponseSchema,
          404: errorBodySchema,
          422: validationErrorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const locale = pageLocale(request);
      const outcome = await options.service.submit({
        ...request.params,
        body: formBody(request.body),
        ip: request.ip,
        language: locale,
      });
      switch (outcome.kind) {
        case 'unknown':
        case 'inactive':
          throw new HttpError(404, { id: errorMessageIds.notFound });
        case 'invalid': {
          // The page's very texts (the field's name capitalized where it opens the sentence).
          const texts = errorTexts(translator(locale), outcome.errors);
          const errors = Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, [text]]));
          return reply.code(422).send({ message: Object.values(texts)[0] ?? '', errors });
        }
        case 'limited':
          // The page's own words (what was typed is kept), not the sign-in's "too many attempts".
          throw new HttpError(429, {
            id: 'reviewForm.tooMany',
            values: { minutes: Math.max(1, Math.ceil(outcome.retryAfterMs / 60_000)) },
          });
        case 'stored': {
          const paths = linkPaths(request.params.locationId, request.params.code, request);
          return reply
            .code(201)
            .send({ data: { thanks_url: paths.thanks, google_review_url: outcome.link.location.reviewUrl } });
        }
      }
    },
  );
};

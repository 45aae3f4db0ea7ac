import type { FastifyInstance } from 'fastify';

/**
 * Fastify rejects an empty JSON body with a 400 before validation runs. A form posted with
 * nothing in it should instead get the per-field 422 ("Please enter your email"), so an
 * empty body parses as no body and the validator treats it as `{}`.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

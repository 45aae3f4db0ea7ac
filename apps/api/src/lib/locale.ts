import { localeFromAcceptLanguage, type Locale } from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';

/** The language of the answer: the client sends its stored language as Accept-Language (spec section 7). */
export function localeOf(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

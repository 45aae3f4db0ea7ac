import {
  accountMessageIds,
  appConfigResponseSchema,
  authMessageIds,
  currentUserResponseSchema,
  errorBodySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendOtpResponseSchema,
  resetPasswordRequestSchema,
  translate,
  userResponseSchema,
  validationErrorBodySchema,
  verifyOtpRequestSchema,
} from '@starcrew/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.ts';
import { localeOf } from '../../lib/locale.ts';
import { limits, type RateLimiter } from '../../lib/rate-limit.ts';
import { clearSessionCookies, setSessionCookies } from '../../lib/session-cookies.ts';
import { authOf } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { presentUser } from './auth.presenter.ts';
import type { AuthService, SignedIn } from './auth.service.ts';

export interface AuthRoutesOptions {
  service: AuthService;
  accounts: AccountsService;
  /** Absent when no GOOGLE_CLIENT_ID is configured: the call answers 404. */
  google:
    | { clientId: string; signIn(idToken: string, context: { ip: string; locale: 'en' | 'fr' }): Promise<SignedIn> }
    | undefined;
  cookies: { secret: string; secure: boolean };
  limiter: RateLimiter;
  /** Stripe's publishable key when Stripe takes the payments; undefined on the sandbox. */
  stripePublishableKey?: string | undefined;
}

const unauthorized = { 401: errorBodySchema };
const limited = { 429: errorBodySchema };
const invalid = { 422: validationErrorBodySchema };

/**
 * Sign-in, sign-up, email verification, password recovery, current user and sign-out,
 * mounted under /api/v1 (spec section 7). Calls that open a session answer the login data
 * and also set the session and XSRF cookies.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { service, accounts, google, cookies, limiter } = options;
  const message = (request: Parameters<typeof localeOf>[0], id: string) => translate(localeOf(request), id);

  app.get(
    '/config',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "What the browser apps need of the server's configuration",
        response: { 200: appConfigResponseSchema },
      },
    },
    async () => ({
      data: {
        google_client_id: google?.clientId ?? null,
        payments: options.stripePublishableKey
          ? { provider: 'stripe' as const, stripe_publishable_key: options.stripePublishableKey }
          : { provider: 'sandbox' as const, stripe_publishable_key: null },
      },
    }),
  );

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Returns an opaque access token: 30 days with remember_me, else 12 hours. After 5 failures for an email within 15 minutes, answers 429.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...invalid, ...limited },
      },
    },
    async (request, reply) => {
      // Per address, beside the per-email limit of the service: one address trying many emails.
      await limiter.enforce(`login:ip:${request.ip}`, limits.loginPerIp);
      const signedIn = await service.login(request.body, request.ip);
      setSessionCookies(reply, signedIn.issued, cookies);
      return { data: signedIn.data };
    },
  );

  app.post(
    '/register',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Create an organization and its owner (super manager)',
        description:
          'Signs the owner in (as login does) and emails a 6-digit verification code, valid 10 minutes. An email already in use is a 422 on `email`.',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...invalid, ...limited },
      },
    },
    async (request, reply) => {
      const signedIn = await accounts.register(request.body, { ip: request.ip, locale: localeOf(request) });
      setSessionCookies(reply, signedIn.issued, cookies);
      return reply.code(201).send({ data: signedIn.data, message: message(request, accountMessageIds.registered) });
    },
  );

  app.post(
    '/login-with-google',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in or sign up with a Google ID token (Google-Token header)',
        description:
          "Verifies the token's signature against Google's keys, its issuer, audience (GOOGLE_CLIENT_ID), expiry and email_verified; signs in the linked account, links the account with that email, or creates an organization. 404 when Google sign-in is not configured.",
        response: { 200: loginResponseSchema, 404: errorBodySchema, ...unauthorized, ...limited },
      },
    },
    async (request, reply) => {
      if (!google) throw new HttpError(404, { id: authMessageIds.googleDisabled });
      const header = request.headers['google-token'];
      const token = typeof header === 'string' ? header.trim() : '';
      if (!token || token.length > 8192) throw new HttpError(401, { id: authMessageIds.googleInvalid });
      const signedIn = await google.signIn(token, { ip: request.ip, locale: localeOf(request) });
      setSessionCookies(reply, signedIn.issued, cookies);
      return { data: signedIn.data };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Email a password-reset link',
        description:
          'The same answer whether or not the email has an account. The link is single use and valid 60 minutes.',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...invalid, ...limited },
      },
    },
    async (request) => {
      await accounts.forgotPassword(request.body.email, { ip: request.ip, locale: localeOf(request) });
      return { data: null, message: message(request, accountMessageIds.resetLinkSent) };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset link',
        description:
          'Spends the link (token and email from its query). Signs out every session of the account. An unknown, used or expired link is a 422 on `token`.',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...invalid, ...limited },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body, request.ip);
      return { data: null, message: message(request, accountMessageIds.passwordReset) };
    },
  );

  // The signed-in calls (not public: app.ts's `authentication` guards them). A scope of their
  // own only for history's sake; it changes nothing.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.get(
      '/user',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          response: { 200: currentUserResponseSchema, ...unauthorized },
        },
      },
      async (request) => ({ data: presentUser(authOf(request).user) }),
    );

    scope.post(
      '/verify-otp',
      {
        schema: {
          tags: ['auth'],
          summary: 'Verify the email with the 6-digit code',
          description:
            'Answers the user with email_verified_at set. A wrong, expired or replaced code is a 422 on `otp`; after 5 wrong tries the code is spent.',
          body: verifyOtpRequestSchema,
          response: { 200: userResponseSchema, ...invalid, ...unauthorized, ...limited },
        },
      },
      async (request) => {
        const user = await accounts.verifyOtp(authOf(request).user, request.body.otp, request.ip);
        return { data: user, message: message(request, accountMessageIds.emailVerified) };
      },
    );

    scope.post(
      '/resend-otp',
      {
        schema: {
          tags: ['auth'],
          summary: 'Email a new verification code',
          description:
            'At most one a minute: within the countdown, 429 with the seconds left. Earlier codes stop working.',
          response: { 200: resendOtpResponseSchema, ...unauthorized, ...limited },
        },
      },
      async (request) => {
        const data = await accounts.resendOtp(authOf(request).user, localeOf(request));
        return { data, message: message(request, accountMessageIds.codeSent) };
      },
    );

    scope.post(
      '/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: revokes the access token',
          response: { 200: messageResponseSchema, ...unauthorized },
        },
      },
      async (request, reply) => {
        await service.logout(authOf(request));
        clearSessionCookies(reply, cookies);
        return { data: null, message: message(request, authMessageIds.loggedOut) };
      },
    );
  });
};

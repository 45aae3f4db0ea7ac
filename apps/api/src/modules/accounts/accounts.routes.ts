import multipart from '@fastify/multipart';
import {
  accountMessageIds,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  errorBodySchema,
  MAX_IMAGE_BYTES,
  messageResponseSchema,
  sellerChangePasswordRequestSchema,
  translate,
  updateProfileRequestSchema,
  userIdParamsSchema,
  userResponseSchema,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { localeOf } from '../../lib/locale.ts';
import { clearSessionCookies } from '../../lib/session-cookies.ts';
import { authOf, MANAGERS } from '../../plugins/auth.ts';
import type { SettingsService } from './accounts.settings.ts';

export interface AccountsRoutesOptions {
  settings: SettingsService;
  cookies: { secret: string; secure: boolean };
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
};

const imageRequired = () =>
  HttpError.validation({ image: [{ id: 'validation.required', values: { field: 'field.image' } }] });

/** The uploaded file of a multipart request, at most 2 MB; 422 on `image` otherwise. */
async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await request.file();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw imageRequired();
    throw error;
  }
  if (!part) throw imageRequired();
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw HttpError.validation({ image: [{ id: accountMessageIds.imageTooLarge }] });
    }
    throw error;
  }
}

/** The signed-in user's own account, and the calls on other accounts of spec section 7. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { settings, cookies }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, parts: 5 } });
  const ctx = (request: FastifyRequest) => ({ ip: request.ip, locale: localeOf(request) });
  const say = (request: FastifyRequest, id: string) => translate(localeOf(request), id);

  app.post(
    '/update-image',
    {
      schema: {
        tags: ['account'],
        summary: 'Replace the profile picture (multipart, field `image`)',
        description:
          'PNG, JPEG or WebP, at most 2 MB and 4096 px a side, checked by content. PNG and JPEG are re-encoded, WebP keeps only its image chunks; metadata is dropped. Answers the user, whose `image` is the new URL.',
        consumes: ['multipart/form-data'],
        body: z.object({ image: z.string().meta({ format: 'binary' }).optional() }),
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await settings.updateImage(authOf(request), await uploadedImage(request), request.ip);
      return { data: user, message: say(request, accountMessageIds.imageUpdated) };
    },
  );

  app.post(
    '/update-profile',
    {
      schema: {
        tags: ['account'],
        summary: 'Update names, language and email',
        description: 'A new email clears email_verified_at and gets a verification code. Answers the user.',
        body: updateProfileRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await settings.updateProfile(authOf(request), request.body, ctx(request));
      return { data: user, message: say(request, accountMessageIds.profileUpdated) };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password (current one required)',
        description: 'Signs out every other session of the account.',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await settings.changePassword(authOf(request), request.body, request.ip);
      return { data: null, message: say(request, accountMessageIds.passwordChanged) };
    },
  );

  app.get(
    '/manager/seller-reset-password/:id',
    {
      config: { changesState: true, roles: MANAGERS, permissions: ['sellers.manage'] },
      schema: {
        tags: ['account'],
        summary: 'Email a seller a new generated password (manager or owner)',
        description:
          "The seller must change it at the next sign-in (is_password_updated false); the seller's sessions end. A seller of another organization, or outside a manager's locations, is a 404. A GET that changes state (spec section 7): cookie-authenticated calls need X-XSRF-TOKEN.",
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await settings.sellerResetPassword(authOf(request), request.params.id, ctx(request));
      return { data: null, message: say(request, accountMessageIds.sellerPasswordSent) };
    },
  );

  app.post(
    '/seller/change-password/:id',
    {
      config: { roles: ['seller'] },
      schema: {
        tags: ['account'],
        summary: "The seller's own password change (first sign-in and later)",
        description:
          '`{id}` is the seller themself. `current_password` is required once the initial password has been replaced. Sets is_password_updated and answers the user.',
        params: userIdParamsSchema,
        body: sellerChangePasswordRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await settings.sellerChangePassword(authOf(request), request.params.id, request.body, request.ip);
      return { data: user, message: say(request, accountMessageIds.passwordChanged) };
    },
  );

  app.post(
    '/manager/delete-account',
    {
      config: { roles: ['super_manager'], permissions: ['organization.delete'] },
      schema: {
        tags: ['account'],
        summary: 'Delete the organization and all its data (owner only)',
        description: 'The owner types DELETE. Every user of the organization is deleted and every session ends.',
        body: deleteAccountRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await settings.deleteAccount(authOf(request), (line) => request.log.info(line));
      clearSessionCookies(reply, cookies);
      return { data: null, message: say(request, accountMessageIds.deleted) };
    },
  );
};

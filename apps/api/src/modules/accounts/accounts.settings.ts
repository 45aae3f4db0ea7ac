import {
  accountMessageIds,
  errorMessageIds,
  type ChangePasswordRequest,
  type SellerChangePasswordRequest,
  type UpdateProfileRequest,
  type User,
} from '@starcrew/contract';
import { composeEmail, type Mailer, type MailLocale } from '../../adapters/mail/index.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AuditLog } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { cleanImage, ImageRejected } from '../../lib/images.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { publicLink } from '../../lib/public-links.ts';
import type { UploadStore } from '../../lib/uploads.ts';
import { newPassword } from '../../lib/tokens.ts';
import { presentUser } from '../auth/auth.presenter.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import { mailLocale, type AccountsService } from './accounts.service.ts';

export interface SettingsServiceDeps {
  repository: AccountsRepository;
  accounts: AccountsService;
  passwords: PasswordHasher;
  mailer: Mailer;
  audit: AuditLog;
  uploads: UploadStore;
  now: () => Date;
  publicUrl: string;
  logError(error: unknown, what: string): void;
}

const field = (name: string, id: string) => HttpError.validation({ [name]: [{ id }] });
const notFound = () => new HttpError(404, { id: errorMessageIds.notFound });
const forbidden = () => new HttpError(403, { id: errorMessageIds.forbidden });

/** The signed-in user's own account, and the owner's and managers' powers over other accounts. */
export function createSettingsService(deps: SettingsServiceDeps) {
  const { repository, passwords, audit, now } = deps;
  const record = (ctx: AuthContext, action: string, subject: UserRow, ip: string, details?: Record<string, unknown>) =>
    audit.record({
      organizationId: ctx.user.organizationId,
      actorUserId: ctx.user.id,
      action,
      subjectType: 'user',
      subjectId: subject.id,
      ip,
      ...(details ? { details } : {}),
    });

  /** 422 on `current_password` unless it is the user's password. */
  async function checkCurrentPassword(user: UserRow, password: string | undefined): Promise<void> {
    if (!password)
      throw HttpError.validation({
        current_password: [{ id: 'validation.required', values: { field: 'field.currentPassword' } }],
      });
    if (!user.passwordHash || !(await passwords.verify(user.passwordHash, password))) {
      throw field('current_password', accountMessageIds.currentPasswordWrong);
    }
  }

  return {
    /** Checks the upload by content, re-encodes it, stores it and replaces the previous picture. */
    async updateImage(ctx: AuthContext, bytes: Buffer, ip: string): Promise<User> {
      let image;
      try {
        image = await cleanImage(bytes);
      } catch (error) {
        if (error instanceof ImageRejected) {
          throw field(
            'image',
            error.reason === 'dimensions' ? accountMessageIds.imageTooLarge : accountMessageIds.imageInvalid,
          );
        }
        throw error;
      }
      const url = await deps.uploads.saveImage(image);
      const previous = ctx.user.image;
      const user = await repository.updateUser(ctx.user.id, { image: url });
      await deps.uploads.remove(previous).catch((error: unknown) => deps.logError(error, 'old image removal'));
      await record(ctx, 'account.image_updated', user, ip, { bytes: image.bytes.length, type: image.mediaType });
      return presentUser(user);
    },

    /** Names and language; a new email must be verified again (a code is sent to it). */
    async updateProfile(ctx: AuthContext, input: UpdateProfileRequest, context: { ip: string; locale: MailLocale }) {
      const email = input.email?.trim().toLowerCase();
      const emailChanged = email !== undefined && email !== ctx.user.email;
      if (emailChanged && (await repository.emailTaken(email, ctx.user.id))) {
        throw field('email', accountMessageIds.emailTaken);
      }
      const user = await repository.updateUser(ctx.user.id, {
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        ...(input.locale !== undefined ? { locale: input.locale } : {}),
        ...(emailChanged ? { email, emailVerifiedAt: null } : {}),
      });
      if (emailChanged) {
        await deps.accounts
          .sendCode(user, context.locale)
          .catch((error: unknown) => deps.logError(error, 'verification code'));
      }
      await record(ctx, 'account.profile_updated', user, context.ip, { email_changed: emailChanged });
      return presentUser(user);
    },

    /** Changes the password and signs out every other session (decisions.md). */
    async changePassword(ctx: AuthContext, input: ChangePasswordRequest, ip: string): Promise<void> {
      await checkCurrentPassword(ctx.user, input.current_password);
      await repository.updateUser(ctx.user.id, {
        passwordHash: await passwords.hash(input.password),
        isPasswordUpdated: true,
      });
      await repository.revokeSessions(ctx.user.id, now(), ctx.session.id);
      await record(ctx, 'account.password_changed', ctx.user, ip);
    },

    /** The seller's own password (first sign-in or later); sets `is_password_updated`. */
    async sellerChangePassword(ctx: AuthContext, id: string, input: SellerChangePasswordRequest, ip: string) {
      const target = await repository.findUserInOrganization(ctx.user.organizationId, id);
      if (!target) throw notFound();
      if (target.id !== ctx.user.id) throw forbidden();
      // The initial password was emailed by someone else: replacing it needs no proof;
      // a password the seller chose does.
      if (ctx.user.isPasswordUpdated) await checkCurrentPassword(ctx.user, input.current_password);
      const user = await repository.updateUser(ctx.user.id, {
        passwordHash: await passwords.hash(input.password),
        isPasswordUpdated: true,
      });
      await repository.revokeSessions(ctx.user.id, now(), ctx.session.id);
      await record(ctx, 'account.password_changed', user, ip);
      return presentUser(user);
    },

    /**
     * A new generated password for a seller, emailed to them; they must change it at the
     * next sign-in. Managers reach only the sellers of their locations, the owner every seller.
     */
    async sellerResetPassword(ctx: AuthContext, id: string, context: { ip: string; locale: MailLocale }) {
      const seller = await repository.findUserInOrganization(ctx.user.organizationId, id);
      // A deleted seller (sellers DECISIONS.md) keeps a row for history, not an account.
      if (!seller || seller.role !== 'seller' || seller.deletedAt) throw notFound();
      if (ctx.user.role === 'manager' && !(await repository.sharesLocation(ctx.user.id, seller.id))) throw notFound();
      const password = newPassword();
      const passwordHash = await passwords.hash(password);
      // Mail first: if it cannot be sent, the seller keeps a password they know.
      await deps.mailer.send(
        composeEmail({
          to: seller.email,
          locale: mailLocale(seller, context.locale),
          template: 'sellerInitialPassword',
          params: {
            firstName: seller.firstName,
            organizationName: await repository.organizationName(seller.organizationId),
            email: seller.email,
            password,
            loginUrl: publicLink(deps.publicUrl, '/login'),
          },
          meta: { userId: seller.id },
        }),
      );
      await repository.updateUser(seller.id, { passwordHash, isPasswordUpdated: false });
      await repository.revokeSessions(seller.id, now());
      await record(ctx, 'sellers.password_reset', seller, context.ip);
    },

    /** The owner deletes the organization and all its data; every session of its users dies with them. */
    async deleteAccount(ctx: AuthContext, log: (message: string) => void): Promise<void> {
      const images = await repository.organizationImages(ctx.user.organizationId);
      await repository.deleteOrganization(ctx.user.organizationId);
      for (const image of images) {
        await deps.uploads.remove(image).catch((error: unknown) => deps.logError(error, 'image removal'));
      }
      // The audit log went with the organization: the server log keeps the fact.
      log(`organization ${ctx.user.organizationId} deleted by its owner ${ctx.user.id}`);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

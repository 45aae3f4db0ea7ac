import {
  accountMessageIds,
  errorMessageIds,
  managerMessageIds,
  rolePermissions,
  type CreateManagerRequest,
  type InvitationState,
  type Manager,
  type MemberLimits,
  type Pagination,
  type UpdateManagerRequest,
} from '@starcrew/contract';
import { composeEmail, type Mailer, type MailLocale } from '../../adapters/mail/index.ts';
import type { ManagerInvitationRow, UserRow } from '../../db/schema/index.ts';
import type { AuditLog } from '../../lib/audit.ts';
import { HttpError, isHttpError } from '../../lib/http-errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { hashAccessToken, newAccessToken } from '../../lib/tokens.ts';
import type { PlanUsage } from '../billing/billing.module.ts';
import { paginate } from '../networks/networks.repository.ts';
import { createSellersRepository, type Actor, type SellersRepository } from '../sellers/sellers.repository.ts';
import { createManagersRepository, type ManagersRepository } from './managers.repository.ts';

/** An invitation link works for 7 days (issue 13). */
export const INVITATION_DAYS = 7;

export interface ManagersServiceDeps {
  repository: ManagersRepository;
  /** The member writes shared with sellers: locations, emails, creation. */
  members: SellersRepository;
  passwords: PasswordHasher;
  mailer: Mailer;
  audit: AuditLog;
  /**
   * The plan limits (billing): a manager counts as a member at each of their locations, checked
   * and written as one (`exclusive`), so two members added at once cannot both take the last place.
   */
  limits: Pick<PlanUsage, 'exclusive' | 'memberLimits'>;
  now: () => Date;
  publicUrl: string;
  logError(error: unknown, what: string): void;
}

const notFound = () => new HttpError(404, { id: errorMessageIds.notFound });
const invalidInvitation = () => HttpError.validation({ token: [{ id: managerMessageIds.invitationInvalid }] });

/** The owner's managers (My Managers, Role Management) and the invitation they accept. */
export function createManagersService(deps: ManagersServiceDeps) {
  const { repository, members, now } = deps;

  function invitationState(invitation: ManagerInvitationRow | undefined): InvitationState {
    if (!invitation) return 'none';
    if (invitation.usedAt) return 'accepted';
    return invitation.expiresAt.getTime() > now().getTime() ? 'pending' : 'expired';
  }

  async function present(organizationId: string, rows: UserRow[]): Promise<Manager[]> {
    const ids = rows.map((r) => r.id);
    const [locations, invitations] = await Promise.all([
      repository.locationsOf(organizationId, ids),
      repository.invitationsOf(organizationId, ids),
    ]);
    return rows.map((row) => {
      const invitation = invitations.find((i) => i.userId === row.id);
      const state = invitationState(invitation);
      return {
        id: row.id,
        first_name: row.firstName,
        last_name: row.lastName,
        email: row.email,
        status: row.status,
        locations: locations.filter((l) => l.userId === row.id).map((l) => ({ id: l.id, title: l.title })),
        invitation: state,
        invitation_expires_at: state === 'pending' && invitation ? invitation.expiresAt.toISOString() : null,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  async function presentOne(organizationId: string, row: UserRow): Promise<Manager> {
    const [manager] = await present(organizationId, [row]);
    if (!manager) throw notFound();
    return manager;
  }

  async function findOr404(actor: Actor, id: string): Promise<UserRow> {
    const manager = await repository.find(actor.organizationId, id);
    if (!manager) throw notFound();
    return manager;
  }

  async function checkLocations(actor: Actor, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const visible = await members.visibleLocationIds(actor, unique);
    if (unique.some((id) => !visible.has(id))) {
      throw HttpError.validation({ location_ids: [{ id: 'validation.invalid', values: { field: 'field.location' } }] });
    }
    return unique;
  }

  /** A new link for the manager, emailed; the previous link stops working. */
  async function invite(actor: UserRow, manager: UserRow, locale: MailLocale): Promise<void> {
    const token = newAccessToken();
    await repository.replaceInvitation({
      userId: manager.id,
      organizationId: manager.organizationId,
      tokenHash: hashAccessToken(token),
      expiresAt: new Date(now().getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    });
    await deps.mailer.send(
      composeEmail({
        to: manager.email,
        locale: manager.locale ?? locale,
        template: 'managerInvitation',
        params: {
          firstName: manager.firstName,
          organizationName: await members.organizationName(manager.organizationId),
          inviterName: `${actor.firstName} ${actor.lastName}`,
          link: `${deps.publicUrl}/invitation/${token}`,
        },
        meta: { userId: manager.id },
      }),
    );
  }

  const record = (actor: Actor, action: string, subjectId: string, ip: string) =>
    deps.audit.record({
      organizationId: actor.organizationId,
      actorUserId: actor.id,
      action,
      subjectType: 'user',
      subjectId,
      ip,
    });

  return {
    async list(
      actor: Actor,
      page: number,
      perPage: number,
    ): Promise<{ managers: Manager[]; pagination: Pagination; member_limits: MemberLimits }> {
      const [found, memberLimits] = await Promise.all([
        repository.page(actor.organizationId, page, perPage),
        deps.limits.memberLimits(actor.organizationId, null),
      ]);
      return {
        managers: await present(actor.organizationId, found.rows),
        pagination: paginate(page, perPage, found.total),
        member_limits: memberLimits,
      };
    },

    /**
     * A manager with a password (signs in at once), or invited by email to choose one. A manager
     * counts as a member at each of their locations under the plan. A failure other than the input's reads "An error
     * occurred while creating the Manager. Please try again.".
     */
    async create(
      actor: UserRow,
      input: CreateManagerRequest,
      context: { ip: string; locale: MailLocale },
    ): Promise<Manager> {
      const locationIds = await checkLocations(actor, input.location_ids);
      if (await members.emailTaken(input.email)) {
        throw HttpError.validation({ email: [{ id: accountMessageIds.emailTaken }] });
      }
      let created: UserRow | undefined;
      try {
        // Hashing is slow: done before the plan's lock is taken, which covers only the check and the insert.
        const passwordHash = input.password ? await deps.passwords.hash(input.password) : null;
        created = await deps.limits.exclusive(actor.organizationId, async ({ db, limits }) => {
          await limits.assertMembersFit(actor.organizationId, null, { location_ids: locationIds, active: true });
          return createSellersRepository(db).createMember({
            organizationId: actor.organizationId,
            role: 'manager',
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            passwordHash,
            // The owner chose this password for the manager, as they would tell it: no forced change.
            isPasswordUpdated: Boolean(input.password),
            status: 'active',
            permissions: [...rolePermissions.manager],
            locationIds,
            // The owner vouches for the address they typed; the invitation proves it otherwise.
            emailVerifiedAt: input.password ? now() : null,
            // The organization's business profile is the owner's to connect: a manager of a connected
            // organization lands on the dashboard, not on the guard's "connect your profile" step.
            businessProfileToken: actor.businessProfileToken,
          });
        });
        if (!input.password) await invite(actor, created, context.locale);
      } catch (error) {
        if (isHttpError(error)) throw error;
        deps.logError(error, 'manager creation');
        if (created) await members.removeMember(created.id).catch((e: unknown) => deps.logError(e, 'manager removal'));
        throw new HttpError(500, { id: managerMessageIds.createFailed });
      }
      await record(actor, 'managers.created', created.id, context.ip);
      return presentOne(actor.organizationId, created);
    },

    /**
     * Names and locations; every location of the manager is replaced by the list. The locations
     * they join must have room under the plan's members per location.
     */
    async update(actor: Actor, id: string, input: UpdateManagerRequest, ip: string): Promise<Manager> {
      const manager = await findOr404(actor, id);
      const locationIds = await checkLocations(actor, input.location_ids);
      const active = manager.status === 'active';
      // The check and the write are one unit under the plan's lock (the ties read inside it too).
      const updated = await deps.limits.exclusive(actor.organizationId, async ({ db, limits }) => {
        const ties = (await createManagersRepository(db).locationsOf(actor.organizationId, [manager.id])).map(
          (l) => l.id,
        );
        await limits.assertMembersFit(
          actor.organizationId,
          { location_ids: ties, active },
          { location_ids: locationIds, active },
        );
        return createSellersRepository(db).updateMember(
          manager,
          {
            ...(input.first_name === undefined ? {} : { firstName: input.first_name }),
            ...(input.last_name === undefined ? {} : { lastName: input.last_name }),
          },
          locationIds,
          'all',
        );
      });
      await record(actor, 'managers.updated', manager.id, ip);
      return presentOne(actor.organizationId, updated);
    },

    async remove(actor: Actor, id: string, ip: string): Promise<void> {
      const manager = await findOr404(actor, id);
      await repository.remove(actor.organizationId, manager.id);
      await record(actor, 'managers.deleted', manager.id, ip);
    },

    /** A new invitation link; the previous one stops working. Refused once the manager has a password. */
    async resendInvitation(actor: UserRow, id: string, context: { ip: string; locale: MailLocale }): Promise<Manager> {
      const manager = await findOr404(actor, id);
      if (manager.passwordHash) throw new HttpError(409, { id: managerMessageIds.alreadyAccepted });
      await invite(actor, manager, context.locale);
      await record(actor, 'managers.invitation_resent', manager.id, context.ip);
      return presentOne(actor.organizationId, manager);
    },

    /** Whom a link invites; 422 on `token` for a link unknown, used, replaced or expired. */
    async invitation(token: string) {
      const found = await repository.findUsable(hashAccessToken(token), now());
      if (!found) throw invalidInvitation();
      return {
        first_name: found.user.firstName,
        email: found.user.email,
        organization_name: found.organizationName,
        expires_at: found.invitation.expiresAt.toISOString(),
      };
    },

    /** Sets the manager's password through the link, once. */
    async accept(token: string, password: string): Promise<void> {
      const found = await repository.findUsable(hashAccessToken(token), now());
      if (!found) throw invalidInvitation();
      const accepted = await repository.accept({
        invitationId: found.invitation.id,
        userId: found.user.id,
        passwordHash: await deps.passwords.hash(password),
        now: now(),
      });
      if (!accepted) throw invalidInvitation();
      await deps.audit.record({
        organizationId: found.user.organizationId,
        actorUserId: found.user.id,
        action: 'managers.invitation_accepted',
        subjectType: 'user',
        subjectId: found.user.id,
      });
    },
  };
}

export type ManagersService = ReturnType<typeof createManagersService>;

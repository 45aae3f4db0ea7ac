import {
  accountMessageIds,
  DEFAULT_QR_COLORS,
  errorMessageIds,
  rolePermissions,
  sellerMessageIds,
  type MemberLimits,
  type Seller,
  type SellerQrRequest,
  type SellerRequest,
  type SellerSort,
  type SellerStats,
  type Pagination,
} from '@starcrew/contract';
import { composeEmail, type Mailer, type MailLocale } from '../../adapters/mail/index.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AuditLog } from '../../lib/audit.ts';
import { HttpError, isHttpError } from '../../lib/http-errors.ts';
import { cleanImage, ImageRejected } from '../../lib/images.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { newPassword } from '../../lib/tokens.ts';
import type { UploadStore } from '../../lib/uploads.ts';
import type { PlanUsage } from '../billing/billing.module.ts';
import { paginate } from '../networks/networks.repository.ts';
import { presentLink, presentQr, presentSeller } from './sellers.presenter.ts';
import {
  createSellersRepository,
  type Actor,
  type SellersRepository,
  type SellerWithFigures,
} from './sellers.repository.ts';

export interface SellersServiceDeps {
  repository: SellersRepository;
  passwords: PasswordHasher;
  mailer: Mailer;
  uploads: UploadStore;
  audit: AuditLog;
  /**
   * The plan limits (billing): an active member must fit at each of their locations, checked and
   * written as one (`exclusive`), so two members added at once cannot both take the last place.
   */
  limits: Pick<PlanUsage, 'exclusive' | 'memberLimits'>;
  now: () => Date;
  /** The organization's calendar day at an instant (campaigns' days), for the active campaigns figure. */
  todayOf: (organizationId: string, at: Date) => Promise<string>;
  publicUrl: string;
  logError(error: unknown, what: string): void;
}

const notFound = () => new HttpError(404, { id: errorMessageIds.notFound });
const invalidLocations = () =>
  HttpError.validation({ location_ids: [{ id: 'validation.invalid', values: { field: 'field.location' } }] });
const emailTaken = () => HttpError.validation({ email: [{ id: accountMessageIds.emailTaken }] });

export interface ListQuery {
  page: number;
  per_page: number;
  search?: string | undefined;
  sort: SellerSort;
  direction: 'asc' | 'desc';
}

/** The sellers list and modal, the QR customization, and the seller's own tools (issue 13). */
export function createSellersService(deps: SellersServiceDeps) {
  const { repository, now } = deps;
  const today = (organizationId: string) => deps.todayOf(organizationId, now());

  async function present(actor: Actor, rows: SellerWithFigures[]): Promise<Seller[]> {
    const ids = rows.map((r) => r.id);
    const [links, qr] = await Promise.all([
      repository.links(actor, ids),
      repository.qrSettings(actor.organizationId, ids),
    ]);
    return rows.map((row) =>
      presentSeller(
        row,
        links,
        qr.find((q) => q.userId === row.id),
        deps.publicUrl,
      ),
    );
  }

  async function findOr404(actor: Actor, id: string): Promise<SellerWithFigures> {
    const seller = await repository.find(actor, id, await today(actor.organizationId));
    if (!seller) throw notFound();
    return seller;
  }

  /** 422 on `location_ids` unless every id is a location the actor may see. */
  async function checkLocations(actor: Actor, ids: string[]): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    const visible = await repository.visibleLocationIds(actor, unique);
    if (unique.some((id) => !visible.has(id))) throw invalidLocations();
    return visible;
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
      query: ListQuery,
    ): Promise<{ stats: SellerStats; sellers: Seller[]; pagination: Pagination; member_limits: MemberLimits }> {
      const [stats, found, memberLimits] = await Promise.all([
        repository.stats(actor),
        repository.page(
          actor,
          {
            page: query.page,
            perPage: query.per_page,
            search: query.search || undefined,
            sort: query.sort,
            direction: query.direction,
          },
          await today(actor.organizationId),
        ),
        // The members of the locations the modal offers (a manager's own), for its plan check.
        repository
          .visibleLocationIds(actor, null)
          .then((ids) => deps.limits.memberLimits(actor.organizationId, [...ids])),
      ]);
      return {
        stats,
        sellers: await present(actor, found.rows),
        pagination: paginate(query.page, query.per_page, found.total),
        member_limits: memberLimits,
      };
    },

    async get(actor: Actor, id: string): Promise<Seller> {
      const [seller] = await present(actor, [await findOr404(actor, id)]);
      if (!seller) throw notFound();
      return seller;
    },

    /**
     * A new seller with a generated password, emailed to them (they must change it at the first
     * sign-in). An active seller must fit under the plan's members per location, at each location. A failure other than
     * the input's reads "An error occurred while creating the seller. Please try again.".
     */
    async create(
      actor: Actor,
      input: SellerRequest & { status: 'active' | 'inactive' },
      context: { ip: string; locale: MailLocale },
    ): Promise<Seller> {
      const locationIds = [...new Set(input.location_ids)];
      await checkLocations(actor, locationIds);
      if (await repository.emailTaken(input.email)) throw emailTaken();
      let created: UserRow | undefined;
      try {
        const password = newPassword();
        // Hashing is slow: done before the plan's lock is taken, which covers only the check and the insert.
        const passwordHash = await deps.passwords.hash(password);
        created = await deps.limits.exclusive(actor.organizationId, async ({ db, limits }) => {
          await limits.assertMembersFit(actor.organizationId, null, {
            location_ids: locationIds,
            active: input.status === 'active',
          });
          return createSellersRepository(db).createMember({
            organizationId: actor.organizationId,
            role: 'seller',
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            passwordHash,
            isPasswordUpdated: false,
            // The password is sent only to this address, so signing in with it proves the address
            // (as a manager's invitation does): the seller is not asked for a verification code.
            emailVerifiedAt: now(),
            status: input.status,
            permissions: [...rolePermissions.seller],
            locationIds,
          });
        });
        await deps.mailer.send(
          composeEmail({
            to: created.email,
            locale: context.locale,
            template: 'sellerInitialPassword',
            params: {
              firstName: created.firstName,
              organizationName: await repository.organizationName(actor.organizationId),
              email: created.email,
              password,
              loginUrl: `${deps.publicUrl}/login`,
            },
            meta: { userId: created.id },
          }),
        );
      } catch (error) {
        if (isHttpError(error)) throw error;
        deps.logError(error, 'seller creation');
        // A seller who never got their password cannot sign in: the creation is undone.
        if (created)
          await repository.removeMember(created.id).catch((e: unknown) => deps.logError(e, 'seller removal'));
        // The unique index may still refuse an email taken meanwhile.
        if (!created && (await repository.emailTaken(input.email).catch(() => false))) throw emailTaken();
        throw new HttpError(500, { id: sellerMessageIds.createFailed });
      }
      await record(actor, 'sellers.created', created.id, context.ip);
      return this.get(actor, created.id);
    },

    /**
     * Names, email, status and locations. A manager sets only the locations they see; the
     * seller's other locations stay. An active seller must fit under the plan's members per
     * location where they are added, and everywhere when turned active.
     */
    async update(
      actor: Actor,
      id: string,
      input: SellerRequest & { status: 'active' | 'inactive' },
      ip: string,
    ): Promise<Seller> {
      const seller = await findOr404(actor, id);
      const locationIds = [...new Set(input.location_ids)];
      await checkLocations(actor, locationIds);
      if (input.email.toLowerCase() !== seller.email && (await repository.emailTaken(input.email, seller.id))) {
        throw emailTaken();
      }
      // The check and the write are one unit under the plan's lock (the ties read inside it too).
      await deps.limits.exclusive(actor.organizationId, async ({ db, limits }) => {
        const members = createSellersRepository(db);
        // Every tie, the ones a manager cannot see included: those stay, and count when turned active.
        const ties = (await members.links({ ...actor, role: 'super_manager' }, [seller.id])).map((l) => l.locationId);
        const visibleTies =
          actor.role === 'super_manager' ? ties : (await members.links(actor, [seller.id])).map((l) => l.locationId);
        const kept = ties.filter((id) => !visibleTies.includes(id));
        await limits.assertMembersFit(
          actor.organizationId,
          { location_ids: ties, active: seller.status === 'active' },
          { location_ids: [...new Set([...kept, ...locationIds])], active: input.status === 'active' },
        );
        // A manager replaces only the ties they see (the seller's visible ties, and the checked new ones).
        const scope = actor.role === 'super_manager' ? 'all' : new Set([...visibleTies, ...locationIds]);
        await members.updateMember(
          seller,
          { firstName: input.first_name, lastName: input.last_name, email: input.email, status: input.status },
          locationIds,
          scope,
        );
      });
      await record(actor, 'sellers.updated', seller.id, ip);
      return this.get(actor, seller.id);
    },

    /** Soft delete: the seller's reviews, rewards and campaign results keep their name. */
    async remove(actor: Actor, id: string, ip: string): Promise<void> {
      const seller = await findOr404(actor, id);
      await repository.softDelete(seller, now());
      await record(actor, 'sellers.deleted', seller.id, ip);
    },

    async saveQr(actor: Actor, id: string, input: SellerQrRequest): Promise<Seller> {
      const seller = await findOr404(actor, id);
      await repository.saveQrSettings(
        seller,
        {
          primaryColor: input.primary_color.toLowerCase(),
          secondaryColor: input.secondary_color.toLowerCase(),
          name: input.name,
        },
        defaultColors,
      );
      return this.get(actor, seller.id);
    },

    /** The QR logo: checked by content and re-encoded as profile images are (lib/images.ts). */
    async saveLogo(actor: Actor, id: string, bytes: Buffer | null): Promise<Seller> {
      const seller = await findOr404(actor, id);
      const [previous] = await repository.qrSettings(actor.organizationId, [seller.id]);
      let logo: string | null = null;
      if (bytes) {
        try {
          logo = await deps.uploads.saveImage(await cleanImage(bytes));
        } catch (error) {
          if (error instanceof ImageRejected) {
            throw HttpError.validation({
              logo: [
                {
                  id: error.reason === 'dimensions' ? accountMessageIds.imageTooLarge : accountMessageIds.imageInvalid,
                },
              ],
            });
          }
          throw error;
        }
      }
      await repository.saveQrSettings(seller, { logo }, defaultColors);
      if (previous?.logo) {
        await deps.uploads.remove(previous.logo).catch((error: unknown) => deps.logError(error, 'old QR logo removal'));
      }
      return this.get(actor, seller.id);
    },

    /** The signed-in seller's own links (every location they work at) and QR code. */
    async tools(seller: UserRow) {
      const [links, [qr]] = await Promise.all([
        repository.links({ ...seller, role: 'super_manager' }, [seller.id]),
        repository.qrSettings(seller.organizationId, [seller.id]),
      ]);
      return {
        links: links.flatMap((l) => (l.code ? [presentLink({ ...l, code: l.code }, deps.publicUrl)] : [])),
        qr: presentQr(seller, qr),
      };
    },
  };
}

const defaultColors = {
  primaryColor: DEFAULT_QR_COLORS.primary_color,
  secondaryColor: DEFAULT_QR_COLORS.secondary_color,
};

export type SellersService = ReturnType<typeof createSellersService>;

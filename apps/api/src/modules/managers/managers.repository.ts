import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  locations,
  managerInvitations,
  organizations,
  userLocations,
  users,
  type ManagerInvitationRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { isUuid } from '../locations/locations.repository.ts';

/** The owner's managers and their invitations, every query scoped by organization. */
export function createManagersRepository(db: Db) {
  const ownManagers = (organizationId: string) =>
    and(eq(users.organizationId, organizationId), eq(users.role, 'manager'), isNull(users.deletedAt));

  return {
    async page(organizationId: string, page: number, perPage: number): Promise<{ rows: UserRow[]; total: number }> {
      const where = ownManagers(organizationId);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** A manager of the organization; undefined for anyone else (404). */
    async find(organizationId: string, id: string): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), ownManagers(organizationId)));
      return row;
    },

    async locationsOf(organizationId: string, userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: userLocations.userId, id: locations.id, title: locations.title })
        .from(userLocations)
        .innerJoin(locations, eq(locations.id, userLocations.locationId))
        .where(and(eq(userLocations.organizationId, organizationId), inArray(userLocations.userId, userIds)))
        .orderBy(asc(locations.title), asc(locations.id));
    },

    /** The latest invitation of each manager (there is at most one: a new one replaces the old). */
    async invitationsOf(organizationId: string, userIds: string[]): Promise<ManagerInvitationRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(managerInvitations)
        .where(and(eq(managerInvitations.organizationId, organizationId), inArray(managerInvitations.userId, userIds)))
        .orderBy(desc(managerInvitations.createdAt));
    },

    /** A new invitation for the manager; the previous ones are deleted, so their links stop working. */
    async replaceInvitation(input: {
      userId: string;
      organizationId: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<ManagerInvitationRow> {
      return db.transaction(async (tx) => {
        await tx.delete(managerInvitations).where(eq(managerInvitations.userId, input.userId));
        const [row] = await tx.insert(managerInvitations).values(input).returning();
        if (!row) throw new Error('no invitation');
        return row;
      });
    },

    /** The invitation of a link if it can still be used, with its manager and organization. */
    async findUsable(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ invitation: managerInvitations, user: users, organizationName: organizations.name })
        .from(managerInvitations)
        .innerJoin(users, eq(users.id, managerInvitations.userId))
        .innerJoin(organizations, eq(organizations.id, managerInvitations.organizationId))
        .where(
          and(
            eq(managerInvitations.tokenHash, tokenHash),
            isNull(managerInvitations.usedAt),
            sql`${managerInvitations.expiresAt} > ${now.toISOString()}::timestamptz`,
            eq(users.role, 'manager'),
            isNull(users.deletedAt),
          ),
        );
      return row;
    },

    /**
     * Uses the invitation and sets the password, once: the update of `used_at` is conditional, so
     * two concurrent acceptances cannot both succeed. False when it was used meanwhile.
     */
    async accept(input: { invitationId: string; userId: string; passwordHash: string; now: Date }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(managerInvitations)
          .set({ usedAt: input.now })
          .where(and(eq(managerInvitations.id, input.invitationId), isNull(managerInvitations.usedAt)))
          .returning({ id: managerInvitations.id });
        if (used.length === 0) return false;
        await tx
          .update(users)
          .set({
            passwordHash: input.passwordHash,
            isPasswordUpdated: true,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${input.now.toISOString()}::timestamptz)`,
          })
          .where(eq(users.id, input.userId));
        return true;
      });
    },

    /** Removes a manager: nothing of theirs is history (their campaigns and distributions keep a null author). */
    async remove(organizationId: string, id: string): Promise<void> {
      await db.delete(users).where(and(eq(users.id, id), ownManagers(organizationId)));
    },
  };
}

export type ManagersRepository = ReturnType<typeof createManagersRepository>;

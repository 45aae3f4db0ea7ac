import { rolePermissions } from '@starcrew/contract';
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  oneTimeCodes,
  organizations,
  passwordResetTokens,
  sessions,
  userLocations,
  users,
  type NewUserRow,
  type OneTimeCodeRow,
  type UserRow,
} from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from paths: anything but a UUID names no row (and must not reach a uuid column). */
export const isUuid = (value: string) => UUID.test(value);

type UserPatch = Partial<
  Pick<
    NewUserRow,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'locale'
    | 'image'
    | 'passwordHash'
    | 'isPasswordUpdated'
    | 'emailVerifiedAt'
    | 'googleSub'
  >
>;

/**
 * The queries of the account calls. Every read of another user is scoped by organization
 * (`findUserInOrganization`), so a route cannot reach another tenant's rows.
 */
export function createAccountsRepository(db: Db) {
  return {
    db,

    async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            exceptUserId ? ne(users.id, exceptUserId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** A new organization and its owner, the super manager (decisions.md), in one transaction. */
    async createOrganizationWithOwner(input: {
      organizationName: string;
      owner: Omit<NewUserRow, 'organizationId' | 'role' | 'permissions'>;
    }): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [org] = await tx
          .insert(organizations)
          .values({ name: input.organizationName })
          .returning({ id: organizations.id });
        if (!org) throw new Error('organization insert returned no row');
        const [user] = await tx
          .insert(users)
          .values({
            ...input.owner,
            organizationId: org.id,
            role: 'super_manager',
            permissions: [...rolePermissions.super_manager],
          })
          .returning();
        if (!user) throw new Error('user insert returned no row');
        return user;
      });
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findUserInOrganization(organizationId: string, id: string): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.organizationId, organizationId)))
        .limit(1);
      return row;
    },

    async findUserByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      return row;
    },

    async organizationName(organizationId: string): Promise<string> {
      const [row] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.name ?? '';
    },

    async updateUser(id: string, patch: UserPatch): Promise<UserRow> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      if (!row) throw new Error('user update returned no row');
      return row;
    },

    /** Whether a manager and a seller work at one location at least (managers see only their locations). */
    async sharesLocation(managerId: string, sellerId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(userLocations)
        .where(
          and(
            eq(userLocations.userId, sellerId),
            sql`${userLocations.locationId} in (select location_id from user_locations where user_id = ${managerId})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Revokes every live session of a user, but the one named (the caller's own). */
    async revokeSessions(userId: string, now: Date, exceptSessionId?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        );
    },

    // One-time codes

    async latestCode(userId: string): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'email_verification')))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },

    /** A new code replaces every earlier one: only the latest email's code works. */
    async replaceCode(input: { userId: string; codeHash: string; sentTo: string; expiresAt: Date; now: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(oneTimeCodes)
          .set({ consumedAt: input.now })
          .where(and(eq(oneTimeCodes.userId, input.userId), isNull(oneTimeCodes.consumedAt)));
        await tx.insert(oneTimeCodes).values({
          userId: input.userId,
          purpose: 'email_verification',
          codeHash: input.codeHash,
          sentTo: input.sentTo,
          expiresAt: input.expiresAt,
          createdAt: input.now,
        });
      });
    },

    /** Counts a wrong try; the update is atomic, so parallel guesses cannot exceed the limit. */
    async recordWrongCode(codeId: string): Promise<number> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
        .where(eq(oneTimeCodes.id, codeId))
        .returning({ failed: oneTimeCodes.failedAttempts });
      return row?.failed ?? 0;
    },

    /** Uses the code and verifies the email, once: a second, parallel use finds it consumed. */
    async consumeCodeAndVerify(input: { codeId: string; userId: string; maxFailures: number; now: Date }) {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(oneTimeCodes)
          .set({ consumedAt: input.now })
          .where(
            and(
              eq(oneTimeCodes.id, input.codeId),
              isNull(oneTimeCodes.consumedAt),
              sql`${oneTimeCodes.failedAttempts} < ${input.maxFailures}`,
            ),
          )
          .returning({ id: oneTimeCodes.id });
        if (!used) return undefined;
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: input.now })
          .where(eq(users.id, input.userId))
          .returning();
        return user;
      });
    },

    // Password-reset links

    async insertResetToken(input: { userId: string; tokenHash: string; expiresAt: Date; now: Date }) {
      await db.insert(passwordResetTokens).values({ ...input, createdAt: input.now });
    },

    /** The user of a live, unused link, when the email matches too. */
    async findResetUser(tokenHash: string, email: string, now: Date) {
      const [row] = await db
        .select({ tokenId: passwordResetTokens.id, user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Sets the new password and spends the link (and every other open link of the user) in
     * one transaction; false when a parallel request spent it first.
     */
    async resetPassword(input: { tokenId: string; userId: string; passwordHash: string; now: Date }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: input.now })
          .where(and(eq(passwordResetTokens.id, input.tokenId), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (!spent) return false;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: input.now })
          .where(and(eq(passwordResetTokens.userId, input.userId), isNull(passwordResetTokens.usedAt)));
        await tx
          .update(users)
          .set({
            passwordHash: input.passwordHash,
            isPasswordUpdated: true,
            // Following the emailed link proves the address.
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${input.now.toISOString()}::timestamptz)`,
          })
          .where(eq(users.id, input.userId));
        await tx
          .update(sessions)
          .set({ revokedAt: input.now })
          .where(and(eq(sessions.userId, input.userId), isNull(sessions.revokedAt)));
        return true;
      });
    },

    // Organization deletion

    async organizationImages(organizationId: string): Promise<string[]> {
      const rows = await db
        .select({ image: users.image })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), isNotNull(users.image)));
      return rows.flatMap((r) => (r.image ? [r.image] : []));
    },

    /** Deletes the organization; users, sessions, codes, locations and the rest go with it (ON DELETE CASCADE). */
    async deleteOrganization(organizationId: string): Promise<void> {
      await db.delete(organizations).where(eq(organizations.id, organizationId));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, subscriptions, users, type SessionRow, type UserRow } from '../../db/schema/index.ts';

/** A live session, its user, and whether the user's organization is subscribed right now. */
export interface LiveSession {
  session: SessionRow;
  user: UserRow;
  subscribed: boolean;
}

/** The queries of sign-in and sessions. Users are found by email across organizations: sign-in precedes any tenant. */
export function createAuthRepository(db: Db) {
  // The latest subscription of the user's organization (subscriptions_organization_id_idx),
  // judged as billing.presenter.ts's isSubscribedRow judges it.
  const subscribed = sql<boolean>`coalesce((
    select ${subscriptions.status} in ('active', 'trialing') from ${subscriptions}
    where ${subscriptions.organizationId} = ${users.organizationId}
    order by ${subscriptions.createdAt} desc, ${subscriptions.id} desc limit 1), false)`.mapWith(Boolean);
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async createSession(input: { userId: string; tokenHash: string; expiresAt: Date; now: Date }): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({
          userId: input.userId,
          tokenHash: input.tokenHash,
          expiresAt: input.expiresAt,
          createdAt: input.now,
          lastUsedAt: input.now,
        })
        .returning();
      if (!row) throw new Error('session insert returned no row');
      return row;
    },

    /**
     * The session of a token and its user, if the token is neither expired nor revoked, and
     * whether the user's organization is subscribed (its latest subscription active or
     * trialing, as billing's `isSubscribed` reads it), in one indexed read: every
     * authenticated request starts here, and the subscription rule (billing.enforcement.ts)
     * then needs no statement of its own.
     */
    async findLiveSession(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users, subscribed })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    /** Records use at most once a minute, so reads do not each cost a write. */
    async touchSession(sessionId: string, now: Date): Promise<void> {
      const minuteAgo = new Date(now.getTime() - 60_000);
      await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, minuteAgo)));
    },

    async revokeSession(sessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

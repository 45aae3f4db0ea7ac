import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index.ts';

/** The queries of sign-in and sessions. Users are found by email across organizations: sign-in precedes any tenant. */
export function createAuthRepository(db: Db) {
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

    /** The session of a token and its user, if the token is neither expired nor revoked. */
    async findLiveSession(tokenHash: string, now: Date): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
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

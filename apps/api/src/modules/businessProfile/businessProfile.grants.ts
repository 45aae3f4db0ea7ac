import { and, eq } from 'drizzle-orm';
import type { ProviderGrant, ProviderTokens } from '../../adapters/google/index.ts';
import type { Db } from '../../db/database.ts';
import { businessProfileConnections } from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

/** Reads and writes the organization's OAuth grant; tokens are sealed before they reach the database. */
export function createGrantStore(db: Db, box: SecretBox, provider: 'google' | 'sandbox') {
  const sealTokens = (tokens: ProviderTokens) => ({
    refreshTokenEncrypted: box.seal(tokens.refreshToken),
    accessTokenEncrypted: box.seal(tokens.accessToken),
    accessTokenExpiresAt: tokens.expiresAt,
  });

  return {
    /** Stores (or replaces) the organization's connection after a successful code exchange. */
    async save(organizationId: string, userId: string, tokens: ProviderTokens, accountEmail: string | null) {
      const values = {
        ...sealTokens(tokens),
        accountEmail,
        connectedBy: userId,
        provider,
        status: 'connected' as const,
      };
      await db
        .insert(businessProfileConnections)
        .values({ organizationId, ...values })
        .onConflictDoUpdate({ target: businessProfileConnections.organizationId, set: values });
    },

    /**
     * The live grant of an organization, or null when it never connected, revoked, or
     * connected through the other provider. Refreshed tokens are written back.
     */
    async grantFor(organizationId: string): Promise<ProviderGrant | null> {
      const [row] = await db
        .select()
        .from(businessProfileConnections)
        .where(eq(businessProfileConnections.organizationId, organizationId));
      if (!row || row.status !== 'connected' || row.provider !== provider) return null;
      return {
        refreshToken: box.open(row.refreshTokenEncrypted),
        accessToken: box.open(row.accessTokenEncrypted),
        expiresAt: row.accessTokenExpiresAt,
        onTokens: async (tokens) => {
          await db
            .update(businessProfileConnections)
            .set(sealTokens(tokens))
            .where(eq(businessProfileConnections.organizationId, organizationId));
        },
      };
    },

    /** The grant no longer works (revoked at Google): stop importing until the owner reconnects. */
    async markRevoked(organizationId: string) {
      await db
        .update(businessProfileConnections)
        .set({ status: 'revoked' })
        .where(
          and(
            eq(businessProfileConnections.organizationId, organizationId),
            eq(businessProfileConnections.status, 'connected'),
          ),
        );
    },
  };
}

export type GrantStore = ReturnType<typeof createGrantStore>;

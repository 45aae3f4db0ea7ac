import { randomBytes } from 'node:crypto';
import { createSandboxBusinessProfile, SANDBOX_ACCOUNT, SANDBOX_IDENTITIES } from '../../adapters/google/index.ts';
import { SANDBOX_LOCATIONS } from '../../adapters/google/sandbox/sandboxCatalog.ts';
import type { Db } from '../../db/database.ts';
import { businessProfileConnections, locations, reviewSyncs } from '../../db/schema/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';

/** How many sandbox bakeries the demo organization has connected: a few, so My Networks has two tabs' worth. */
const DEMO_LOCATIONS = 4;

/**
 * Connects the demo organization to the sandbox account (the seed's part of issue #6): the
 * grant, sealed with the server secret, and three more bakeries beside the seed's first one,
 * inactive. Their reviews are imported by the catch-up job when the server starts.
 */
export async function seedDemoConnection(
  tx: Db,
  input: { organizationId: string; ownerId: string; firstLocationId: string; secret: string },
): Promise<void> {
  const sandbox = createSandboxBusinessProfile();
  const tokens = await sandbox.exchangeCode({ code: SANDBOX_IDENTITIES.owner.code, redirectUri: '/' });
  const box = createSecretBox(input.secret, 'business-profile-tokens');
  await tx.insert(businessProfileConnections).values({
    organizationId: input.organizationId,
    connectedBy: input.ownerId,
    provider: 'sandbox',
    accountEmail: tokens.accountEmail ?? null,
    refreshTokenEncrypted: box.seal(tokens.refreshToken),
    accessTokenEncrypted: box.seal(tokens.accessToken),
    accessTokenExpiresAt: tokens.expiresAt,
  });
  const more = await tx
    .insert(locations)
    .values(
      SANDBOX_LOCATIONS.slice(1, DEMO_LOCATIONS).map((l) => ({
        organizationId: input.organizationId,
        googleLocationId: l.externalId,
        title: l.title,
        address: l.address.formatted,
        collectionCode: randomBytes(8).toString('base64url').slice(0, 10),
      })),
    )
    .returning({ id: locations.id });
  await tx.insert(reviewSyncs).values(
    [input.firstLocationId, ...more.map((m) => m.id)].map((locationId) => ({
      locationId,
      organizationId: input.organizationId,
      googleAccountId: SANDBOX_ACCOUNT.id,
    })),
  );
}

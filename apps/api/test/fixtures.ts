import { randomBytes } from 'node:crypto';
import { rolePermissions, type Role } from '@starcrew/contract';
import type { Db } from '../src/db/database.ts';
import { organizations, users, type UserRow } from '../src/db/schema/index.ts';
import { argon2Hasher } from '../src/lib/passwords.ts';

export const PASSWORD = 'Correct-horse-42';

/** A unique email, so tests never collide on the unique index. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

export async function createOrganization(db: Db, name = 'Boulangerie Test'): Promise<string> {
  const [org] = await db.insert(organizations).values({ name }).returning({ id: organizations.id });
  if (!org) throw new Error('no organization');
  return org.id;
}

export async function createUser(
  db: Db,
  input: {
    organizationId?: string;
    role?: Role;
    email?: string;
    password?: string;
    status?: 'active' | 'inactive';
  } = {},
): Promise<UserRow> {
  const role = input.role ?? 'super_manager';
  const [user] = await db
    .insert(users)
    .values({
      organizationId: input.organizationId ?? (await createOrganization(db)),
      role,
      email: input.email ?? uniqueEmail(role),
      passwordHash: await argon2Hasher.hash(input.password ?? PASSWORD),
      firstName: 'Camille',
      lastName: 'Test',
      permissions: [...rolePermissions[role]],
      emailVerifiedAt: new Date('2026-01-05T09:00:00Z'),
      status: input.status ?? 'active',
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { replyTemplates, type ReplyTemplateRow } from '../../db/schema/index.ts';
import { isUuid } from '../locations/locations.repository.ts';

/** An organization's reply templates; every query names the organization, so a foreign id is not found. */
export function createTemplatesRepository(db: Db) {
  const mine = (organizationId: string, id: string) =>
    and(eq(replyTemplates.organizationId, organizationId), eq(replyTemplates.id, id));
  return {
    async list(organizationId: string): Promise<ReplyTemplateRow[]> {
      return db
        .select()
        .from(replyTemplates)
        .where(eq(replyTemplates.organizationId, organizationId))
        .orderBy(asc(replyTemplates.title), asc(replyTemplates.id));
    },
    async create(organizationId: string, input: { title: string; body: string }): Promise<ReplyTemplateRow> {
      const [row] = await db
        .insert(replyTemplates)
        .values({ organizationId, ...input })
        .returning();
      return row!;
    },
    async update(
      organizationId: string,
      id: string,
      input: { title: string; body: string },
    ): Promise<ReplyTemplateRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.update(replyTemplates).set(input).where(mine(organizationId, id)).returning();
      return row;
    },
    async remove(organizationId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const removed = await db
        .delete(replyTemplates)
        .where(mine(organizationId, id))
        .returning({ id: replyTemplates.id });
      return removed.length > 0;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;

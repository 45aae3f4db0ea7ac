import { eq } from 'drizzle-orm';
import type { SandboxPaymentsStore } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/database.ts';
import { sandboxPaymentRecords } from '../../db/schema/index.ts';

/** The sandbox provider's state in the database, so every server instance sees one sandbox. */
export function createDbSandboxStore(db: Db): SandboxPaymentsStore {
  return {
    async get<T>(key: string) {
      const [row] = await db.select().from(sandboxPaymentRecords).where(eq(sandboxPaymentRecords.key, key));
      return row === undefined ? undefined : (row.value as T);
    },
    async put<T>(key: string, value: T) {
      await db
        .insert(sandboxPaymentRecords)
        .values({ key, value })
        .onConflictDoUpdate({ target: sandboxPaymentRecords.key, set: { value } });
    },
  };
}

import type { Db } from '../db/database.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEvent {
  organizationId: string;
  actorUserId: string | null;
  /** `<area>.<verb>`: `auth.login`, `account.password_changed`, `sellers.password_reset`. */
  action: string;
  subjectType?: string;
  subjectId?: string;
  ip?: string | undefined;
  details?: Record<string, unknown>;
}

/** Appends to the organization's audit log (decisions.md). Never secrets: no codes, tokens or passwords. */
export function createAuditLog(db: Db, now: () => Date) {
  return {
    async record(event: AuditEvent, tx: Pick<Db, 'insert'> = db): Promise<void> {
      await tx.insert(auditLog).values({
        organizationId: event.organizationId,
        actorUserId: event.actorUserId,
        action: event.action,
        subjectType: event.subjectType ?? null,
        subjectId: event.subjectId ?? null,
        ip: event.ip ?? null,
        details: event.details ?? null,
        createdAt: now(),
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

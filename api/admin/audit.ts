/**
 * The audit log (docs/desk.md#the-audit-log): one row per desk action and admin command, who did
 * what to whom, when and from which address. Rows are only ever added (the table's trigger refuses
 * any change), and a page of them is read newest first.
 */
import type { AuditEntry } from '../../shared/schemas/desk.ts';
import type { Queryable } from '../db/types.ts';

export interface AuditRecord {
  /** The administrator's user id; null for a command typed on the server's shell. */
  actorId: number | null;
  /** How the entry names the actor: the administrator's e-mail, or `admin command`. */
  actor: string;
  action: string;
  targetType?: string;
  targetId?: number;
  /** How the entry names the target (an e-mail, `comment 12`). */
  target?: string;
  details?: string;
  ip?: string;
}

/** The actor of a command typed on the server's shell (`npm run admin`). */
export const SHELL_ACTOR = 'admin command';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function appendAudit(q: Queryable, record: AuditRecord): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (actor_id, actor, action, target_type, target_id, target, details, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      record.actorId,
      record.actor,
      record.action,
      record.targetType ?? null,
      record.targetId ?? null,
      record.target ?? null,
      record.details ?? null,
      record.ip ?? null,
    ],
  );
}

/** A page of the log, newest first; `before`: only entries older than this id. */
export async function auditPage(
  q: Queryable,
  limit: number,
  before?: number,
): Promise<{ entries: AuditEntry[]; has_more: boolean }> {
  const rows = await q.query<AuditEntry>(
    `SELECT id::int AS id, ${ISO('at')} AS at, actor, action, target, details, ip FROM audit_log
     WHERE ($1::bigint IS NULL OR id < $1::bigint) ORDER BY id DESC LIMIT $2`,
    [before ?? null, limit + 1],
  );
  return { entries: rows.slice(0, limit), has_more: rows.length > limit };
}

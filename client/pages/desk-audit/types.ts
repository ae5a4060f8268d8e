/** The data of the audit log's loader (`route.tsx`), which its screen draws. */
import type { AuditEntry } from '../../../shared/schemas/desk.ts';
import type { DeskData } from '../../features/desk/load-desk.ts';

export type DeskAuditData = DeskData<{ entries: AuditEntry[]; has_more: boolean }>;

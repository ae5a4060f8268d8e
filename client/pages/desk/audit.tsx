/**
 * The audit log at the desk, /{locale}/desk/audit (docs/desk.md#the-audit-log): every desk action and
 * admin command, newest first, a page at a time (`?before=` an entry's id), exported as CSV.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { notFound } from '../../data/load.ts';
import { loadDesk } from '../../features/desk/load-desk.ts';
import { DeskAuditScreen } from './DeskAuditScreen.tsx';
import type { DeskAuditData } from './types.ts';

export function loader(args: LoaderFunctionArgs): Promise<DeskAuditData> {
  const before = new URL(args.request.url).searchParams.get('before');
  if (before !== null && !/^[1-9]\d{0,17}$/.test(before)) notFound();
  return loadDesk(args, 'desk.audit', { query: before ? { before: Number(before) } : {} });
}

export function Component() {
  return <DeskAuditScreen />;
}

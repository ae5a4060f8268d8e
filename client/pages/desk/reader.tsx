/**
 * A reader's account at the desk, /{locale}/desk/readers/{id} (docs/desk.md#readers): the account's
 * facts (never a password or a session's secret), the actions on it, and all their comments.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { loadCritical } from '../../data/load.ts';
import { deskId, loadDesk } from '../../features/desk/load-desk.ts';
import { DeskReaderScreen } from './DeskReaderScreen.tsx';
import type { DeskReaderData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<DeskReaderData> {
  const id = deskId(args.params.id);
  const [desk, comments] = await Promise.all([
    loadDesk(args, 'desk.reader', { params: { id } }),
    loadCritical(args, 'desk.reader-comments', { params: { id } }),
  ]);
  return { ...desk, comments: comments.comments };
}

export function Component() {
  return <DeskReaderScreen />;
}

/**
 * The desk's support inbox, /{locale}/desk (docs/desk.md#support-inbox): the threads waiting for a
 * reply, longest waiting first, with the reader's name, language and the time waited; and the saved
 * replies, written once per language. Administrators only: anyone else gets the 404 page.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { loadCritical } from '../../data/load.ts';
import { loadDesk } from '../../features/desk/load-desk.ts';
import { InboxScreen } from './InboxScreen.tsx';
import type { InboxData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<InboxData> {
  const [desk, saved] = await Promise.all([
    loadDesk(args, 'desk.chats'),
    loadCritical(args, 'desk.saved-replies'),
  ]);
  return { ...desk, replies: saved.replies, now: new Date().toISOString() };
}

export function Component() {
  return <InboxScreen />;
}

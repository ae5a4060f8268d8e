/**
 * One support conversation at the desk, /{locale}/desk/chats/{id} (docs/desk.md#support-inbox): the
 * whole thread with the admin label as readers see it, new messages arriving without a reload, the
 * reply box with the saved replies of the reader's language, and "done without a reply".
 */
import type { LoaderFunctionArgs } from 'react-router';
import { loadCritical } from '../../data/load.ts';
import { deskId, loadDesk } from '../../features/desk/load-desk.ts';
import { DeskChatScreen } from './DeskChatScreen.tsx';
import type { DeskChatData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<DeskChatData> {
  const id = deskId(args.params.id);
  const [desk, saved] = await Promise.all([
    loadDesk(args, 'desk.chat', { params: { id }, query: {} }),
    loadCritical(args, 'desk.saved-replies'),
  ]);
  return { ...desk, replies: saved.replies };
}

export function Component() {
  return <DeskChatScreen />;
}

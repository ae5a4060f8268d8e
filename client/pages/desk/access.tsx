/**
 * The desk's questionnaires, /{locale}/desk/access (docs/desk.md#questionnaires): the pending requests
 * with the reader's answers, oldest first, each granted or refused with a reason (today's mails go
 * out either way), and the latest decisions with who made them.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { loadDesk } from '../../features/desk/load-desk.ts';
import { DeskAccessScreen } from './DeskAccessScreen.tsx';
import type { DeskAccessData } from './types.ts';

export function loader(args: LoaderFunctionArgs): Promise<DeskAccessData> {
  return loadDesk(args, 'desk.access');
}

export function Component() {
  return <DeskAccessScreen />;
}

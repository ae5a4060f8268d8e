/**
 * The desk's comment queue, /{locale}/desk/comments (docs/desk.md#comments): held and reported
 * comments with their context (the item, the comments around it, the reports counted), approved,
 * hidden with a reason, or hidden with the author blocked from commenting for a period.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { loadDesk } from '../../features/desk/load-desk.ts';
import { DeskCommentsScreen } from './DeskCommentsScreen.tsx';
import type { DeskCommentsData } from './types.ts';

export function loader(args: LoaderFunctionArgs): Promise<DeskCommentsData> {
  return loadDesk(args, 'desk.comments');
}

export function Component() {
  return <DeskCommentsScreen />;
}

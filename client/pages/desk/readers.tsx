/**
 * Finding a reader at the desk, /{locale}/desk/readers?q=… (docs/desk.md#readers): by e-mail or
 * name; a plain GET form, so the search works without scripts and its address can be shared.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { loadDesk, loadDeskSummary } from '../../features/desk/load-desk.ts';
import { DeskReadersScreen } from './DeskReadersScreen.tsx';
import type { DeskReadersData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<DeskReadersData> {
  const q = (new URL(args.request.url).searchParams.get('q') ?? '').trim().slice(0, 120);
  if (Array.from(q).length < 2) return { ...(await loadDeskSummary(args)), q };
  return { ...(await loadDesk(args, 'desk.readers', { query: { q } })), q };
}

export function Component() {
  return <DeskReadersScreen />;
}

/**
 * How the desk's loaders read (docs/desk.md): without a session nothing is asked; the desk's calls
 * answer anyone but an administrator with a 404, so such a visitor gets the site's 404 page and no
 * hint that the desk exists. Every desk page loads the queue counts its sidebar shows beside its own
 * data, in parallel.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { CallInput, CallOutput } from '../../../shared/contract/define.ts';
import type { CallById, CallId } from '../../../shared/contract/index.ts';
import { requestInfoContext } from '../../../shared/data/source.ts';
import type { DeskSummary } from '../../../shared/schemas/desk.ts';
import { loadCritical, notFound } from '../../data/load.ts';
import { localeOf } from '../profile/load-personal.ts';
import './desk-calls.ts';

export interface DeskData<T> {
  locale: ReturnType<typeof localeOf>;
  summary: DeskSummary;
  data: T;
}

/** The queue counts alone, for a page with nothing else to load yet (the readers' search form). */
export async function loadDeskSummary(args: LoaderFunctionArgs): Promise<DeskData<null>> {
  if (!args.context.get(requestInfoContext).signedIn) notFound();
  return { locale: localeOf(args), summary: await loadCritical(args, 'desk.summary'), data: null };
}

export async function loadDesk<I extends CallId>(
  args: LoaderFunctionArgs,
  id: I,
  input?: CallInput<CallById<I>>,
): Promise<DeskData<CallOutput<CallById<I>>>> {
  if (!args.context.get(requestInfoContext).signedIn) notFound();
  const [summary, data] = await Promise.all([
    loadCritical(args, 'desk.summary'),
    loadCritical(args, id, input),
  ]);
  return { locale: localeOf(args), summary, data };
}

/** A path id the desk's calls could never know is a 404 before any call (docs/rules.md R1). */
export function deskId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) notFound();
  return Number(value);
}

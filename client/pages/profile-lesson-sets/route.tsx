/**
 * My lesson sets, /{locale}/profile/lesson-sets: the teacher's sets, newest first, each
 * with its link for the class. Server-rendered, so the list and its links read without scripts; the
 * controls (copy, revoke, new link, rename, delete) come with hydration. Without a session, the
 * sign-in prompt; without card access, the way to ask for it.
 */
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { DataSourceError, dataSourceContext, requestInfoContext } from '../../../shared/data/source.ts';
import { localeOf } from '../../features/profile/load-personal.ts';
import { SetList } from './SetList.tsx';
import type { LessonSetsData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<LessonSetsData> {
  const locale = localeOf(args);
  if (!args.context.get(requestInfoContext).signedIn) return { locale, state: 'guest', sets: [] };
  try {
    const sets = await args.context
      .get(dataSourceContext)
      .load('lessonSets.list', {}, { signal: args.request.signal });
    return { locale, state: 'ready', sets };
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    if (error.status === 401) return { locale, state: 'guest', sets: [] };
    if (error.status === 403) return { locale, state: 'no-access', sets: [] };
    // R28: anything else makes the page unavailable.
    throw data({ code: error.code }, { status: 503 });
  }
}

export function Component() {
  const loaded = useLoaderData<LessonSetsData>();
  return <SetList {...loaded} />;
}

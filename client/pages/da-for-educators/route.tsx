/**
 * The hashtag tool, /ru/da-for-educators (docs/product.md#screens "Hashtag tool", Russian only): for users with card
 * access; anyone else goes to the landing. The category table is server-rendered from the catalogue,
 * so every hashtag is a link to its results even without script.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { HashtagCategory } from '../../../shared/schemas/educators.ts';
import { loadCritical } from '../../data/load.ts';
import { requireCardAccess } from '../../features/educators/access.ts';
import { ToolScreen } from './ToolScreen.tsx';

export interface ToolData {
  categories: HashtagCategory[];
}

export async function loader(args: LoaderFunctionArgs): Promise<ToolData> {
  await requireCardAccess(args, 'ru');
  const categories = await loadCritical(args, 'hashtags.catalogue', { query: { lang: 'ru' } });
  return { categories };
}

export function Component() {
  const data = useLoaderData<ToolData>();
  return <ToolScreen {...data} />;
}

/**
 * The Ashkenazi table, /ru/ashkenazi-table (docs/product.md#screens, Russian only): the dishes of the
 * Ashkenazi kitchen by festival and season, filterable by festival through `?festival=` (plain links,
 * so the filter works without scripts and every festival has an address). An unknown festival is a 404.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loadCritical, notFound } from '../../data/load.ts';
import { TableScreen } from './TableScreen.tsx';
import type { TableData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<TableData> {
  const festival = new URL(args.request.url).searchParams.get('festival');
  // Russian only (docs/product.md#screens): the guard has sent /en here already.
  const table = await loadCritical(args, 'ashkenazi.table', { query: { lang: 'ru' } });
  if (festival !== null && !table.festivals.some((f) => f.slug === festival)) notFound();
  return { festivals: table.festivals, dishes: table.dishes, festival };
}

export function Component() {
  const data = useLoaderData<TableData>();
  return <TableScreen {...data} />;
}

/**
 * The favourite bookmark of one material or course (docs/product.md#screens Modals, §4): the state comes from the
 * shared favourites store, a guest's press opens the login modal (inside `FavouriteButton`), and an
 * expired session on toggle does the same. Other failures are not shown (docs/product.md#error-messages).
 */

import { DataSourceError } from '../../../shared/data/source.ts';
import type { FavouriteType } from '../../../shared/logic/favourites.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { isFavourite, type ReaderFavourites, toggle, useFavourites } from './favourites-store.ts';

/** The favourites the server read with the page's user call (accounts' root data), if any. */
export function rootFavourites(root: ReturnType<typeof useRootData>): ReaderFavourites | undefined {
  const user = (root as { user?: Partial<ReaderFavourites> | null } | undefined)?.user;
  if (!user || !Array.isArray(user.favoriteMaterials) || !Array.isArray(user.favoriteCourses))
    return undefined;
  return user as ReaderFavourites;
}

export function useFavourite(type: FavouriteType, id: number) {
  const root = useRootData();
  const lists = useFavourites(rootFavourites(root));
  const { openModal } = useUi();
  return {
    active: isFavourite(lists, type, id),
    onToggle: () => {
      toggle(type, id, lists).catch((error: unknown) => {
        if (error instanceof DataSourceError && error.status === 401) openModal('login');
      });
    },
  };
}

/**
 * Which of `ids` are the reader's favourites, as a block dep (`Cached`): a shelf of bookmarked cards
 * is the same markup for everyone with the same marks. Reads what the server renders with.
 */
export function useFavouriteMarks(type: FavouriteType, ids: readonly number[]): string {
  const lists = rootFavourites(useRootData());
  if (!lists) return '';
  return ids.filter((id) => isFavourite(lists, type, id)).join(',');
}

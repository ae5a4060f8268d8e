/**
 * Favourites (docs/product.md#content-model Favourite toggle, docs/product.md#states): the call's `type` names the kind (`material` or
 * `courses`, the product's own spelling), and the local toggle adds an id when it is absent and removes
 * every occurrence when it is present, for each kind's list separately.
 */
export const FAVOURITE_TYPES = ['material', 'courses'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

export const FAVOURITE_ACTIONS = ['add', 'delete'] as const;
export type FavouriteAction = (typeof FAVOURITE_ACTIONS)[number];

export interface FavouriteLists {
  favoriteMaterials: number[];
  favoriteCourses: number[];
}

export function listOf(type: FavouriteType): keyof FavouriteLists {
  return type === 'material' ? 'favoriteMaterials' : 'favoriteCourses';
}

export function toggleId(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** The second path segment of the call for an item that is (or is not) a favourite now. */
export function actionFor(isFavourite: boolean): FavouriteAction {
  return isFavourite ? 'delete' : 'add';
}

export function toggleFavourite<L extends FavouriteLists>(lists: L, type: FavouriteType, id: number): L {
  const key = listOf(type);
  return { ...lists, [key]: toggleId(lists[key], id) };
}

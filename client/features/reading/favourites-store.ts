/**
 * The signed-in reader's favourites in the browser (docs/product.md#content-model, docs/product.md#states): one store shared by every bookmark
 * on the page and by the header's counters, so a toggle shows everywhere at once. Until the first
 * toggle it shows the user call the page was loaded with (the root data); a toggle applies the product's
 * local rule at once and then takes the lists and counts the server answered (docs/rules.md R31), or goes
 * back when the call failed. Logging out clears it, so the next user starts from their own lists.
 */
import { useSyncExternalStore } from 'react';
import {
  actionFor,
  type FavouriteLists,
  type FavouriteType,
  listOf,
  toggleFavourite,
} from '../../../shared/logic/favourites.ts';
import { type CallResult, callApi } from '../../data/call-api.ts';

export interface ReaderFavourites extends FavouriteLists {
  count_materials: number;
  count_courses: number;
}

const EMPTY: ReaderFavourites = {
  favoriteMaterials: [],
  favoriteCourses: [],
  count_materials: 0,
  count_courses: 0,
};

let state: ReaderFavourites = EMPTY;
let toggled = false;
const listeners = new Set<() => void>();

function publish(next: ReaderFavourites) {
  state = next;
  for (const listener of listeners) listener();
}

function withCounts(lists: FavouriteLists): ReaderFavourites {
  return {
    ...lists,
    count_materials: lists.favoriteMaterials.length,
    count_courses: lists.favoriteCourses.length,
  };
}

/** After logout: back to showing whatever the root data says. */
export function clearFavourites(): void {
  toggled = false;
  publish(EMPTY);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useFavourites(serverSnapshot: ReaderFavourites = EMPTY): ReaderFavourites {
  return useSyncExternalStore(
    subscribe,
    () => (toggled ? state : serverSnapshot),
    () => serverSnapshot,
  );
}

export function isFavourite(lists: FavouriteLists, type: FavouriteType, id: number): boolean {
  return lists[listOf(type)].includes(id);
}

/**
 * Toggles one item for the session's user; a refusal restores the lists and is the answer.
 * `shown` is what the reader sees: before the first toggle of a page that is the server's lists.
 */
export async function toggle(
  type: FavouriteType,
  id: number,
  shown: ReaderFavourites,
): Promise<CallResult<unknown>> {
  const before = toggled ? state : shown;
  toggled = true;
  const action = actionFor(isFavourite(before, type, id));
  publish(withCounts(toggleFavourite(before, type, id)));
  const answer = await callApi('favorites.toggle', { params: { id, action }, body: { type } });
  if (!answer.ok) {
    publish(before);
    return answer;
  }
  publish({
    favoriteMaterials: answer.data.favoriteMaterials,
    favoriteCourses: answer.data.favoriteCourses,
    count_materials: answer.data.count_materials,
    count_courses: answer.data.count_courses,
  });
  return answer;
}

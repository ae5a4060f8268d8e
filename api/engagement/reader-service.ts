/**
 * A signed-in reader's own lists (docs/product.md#states; docs/rules.md R17, R19, R31): favourites and progress, always
 * for the session's user. The summary the user call shows (favourite lists, their counts and the
 * number of comments) is read here too, so the accounts domain asks one place.
 */
import type { FavouriteAction, FavouriteType } from '../../shared/logic/favourites.ts';
import { notFound } from '../errors.ts';
import type { ActingUser } from '../http/caller.ts';
import type { RateWindow } from '../rate-window.ts';
import type { CommentsRepository } from './comments-repository.ts';
import { limitError } from './errors.ts';
import type { FavouritesRepository } from './favourites-repository.ts';
import { LimitReached } from './limits.ts';
import type { ProgressRepository, ProgressState } from './progress-repository.ts';

export interface ReaderSummary {
  favoriteMaterials: number[];
  favoriteCourses: number[];
  count_materials: number;
  count_courses: number;
  comments_count: number;
}

export function createReaderService(deps: {
  favourites: FavouritesRepository;
  progress: ProgressRepository;
  comments: CommentsRepository;
  favouriteChanges: RateWindow;
}) {
  const { favourites, progress, comments, favouriteChanges } = deps;
  return {
    async changeFavourite(user: ActingUser, type: FavouriteType, id: number, action: FavouriteAction) {
      const wait = favouriteChanges.hit(String(user.id));
      if (wait > 0) throw limitError(new LimitReached('minute', wait));
      const lists = await favourites.change(user.id, type, id, action);
      if (!lists) throw notFound();
      return {
        success: true,
        ...lists,
        count_materials: lists.favoriteMaterials.length,
        count_courses: lists.favoriteCourses.length,
      };
    },

    async recordProgress(user: ActingUser, materialId: number, state: ProgressState) {
      if (!(await progress.record(user.id, materialId, state))) throw notFound();
      return { success: true };
    },

    async summary(userId: number): Promise<ReaderSummary> {
      const [lists, commentsCount] = await Promise.all([
        favourites.listsOf(userId),
        comments.countByUser(userId),
      ]);
      return {
        ...lists,
        count_materials: lists.favoriteMaterials.length,
        count_courses: lists.favoriteCourses.length,
        comments_count: commentsCount,
      };
    },
  };
}

export type ReaderService = ReturnType<typeof createReaderService>;

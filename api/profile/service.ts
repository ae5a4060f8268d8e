/**
 * The personal area's rules (docs/product.md#screens "Profile area"; docs/product.md#content-and-engagement): the session user's lists turned into
 * the contract's answers, the history controls, and the export. Every method takes the acting user
 * the route got from the token (docs/rules.md R17); nothing here reads a user id from a request.
 */
import type { Locale } from '../../shared/locales.ts';
import type {
  ContentAnswer,
  CourseProgress,
  CoursesAnswer,
  HistoryMaterial,
  MyComment,
} from '../../shared/schemas/profile.ts';
import { PROFILE_LIMITS } from '../../shared/schemas/profile.ts';
import { courseCard, materialCard } from '../db/cards.ts';
import { notFound } from '../errors.ts';
import type { ActingUser } from '../http/caller.ts';
import type { HistoryRepository, HistoryRow } from './history-repository.ts';
import type { ProfileRepository } from './profile-repository.ts';

export function createProfileService(deps: { history: HistoryRepository; profile: ProfileRepository }) {
  const { history, profile } = deps;

  async function historyItems(
    userId: number,
    lang: Locale,
    options: { limit: number; unfinishedOnly?: boolean },
  ): Promise<HistoryMaterial[]> {
    const { rows, cards } = await history.history(userId, lang, options);
    const byId = new Map(cards.map((card) => [card.id, card]));
    return rows.flatMap((row: HistoryRow) => {
      const card = byId.get(row.material_id);
      if (!card) return [];
      const { material_id: _, ...rest } = row;
      return [{ ...rest, material: materialCard(card, lang) }];
    });
  }

  return {
    async favourites(user: ActingUser, lang: Locale) {
      const { materials, courses } = await profile.favouriteCards(user.id, lang);
      return { materials: materials.map((row) => materialCard(row, lang)), courses: courses.map(courseCard) };
    },

    /** History: started and not finished; archive: every published material finished. */
    async courses(user: ActingUser, lang: Locale): Promise<CoursesAnswer> {
      const { rows, cards } = await profile.courses(user.id, lang);
      const byId = new Map(cards.map((card) => [card.id, card]));
      const answer: CoursesAnswer = { history: [], archive: [] };
      for (const row of rows) {
        const card = byId.get(row.course_id);
        if (!card) continue;
        const item: CourseProgress = {
          course: courseCard(card),
          viewed: row.viewed,
          finished: row.finished,
          next_index: row.next_index,
          next_material_id: row.next_material,
          next_title: row.next_title,
          resume: row.finished === row.total ? null : row.resume,
          updated_at: row.updated_at,
        };
        (row.finished === row.total ? answer.archive : answer.history).push(item);
      }
      return answer;
    },

    async recommendations(user: ActingUser, lang: Locale) {
      const { materials, courses } = await profile.recommendations(user.id, lang);
      return { materials: materials.map((row) => materialCard(row, lang)), courses: courses.map(courseCard) };
    },

    async content(user: ActingUser, lang: Locale): Promise<ContentAnswer> {
      const [materials, rows, paused] = await Promise.all([
        historyItems(user.id, lang, { limit: PROFILE_LIMITS.history }),
        profile.comments(user.id),
        history.paused(user.id),
      ]);
      const comments: MyComment[] = rows.map((row) => ({
        id: row.id,
        content: row.content,
        created_at: row.created_at,
        locale: row.locale,
        item: row.slug && row.title ? { type: row.item_type, slug: row.slug, title: row.title } : null,
      }));
      return { materials, comments, tracking_paused: paused };
    },

    async shelf(user: ActingUser, lang: Locale) {
      return {
        items: await historyItems(user.id, lang, { limit: PROFILE_LIMITS.shelf, unfinishedOnly: true }),
      };
    },

    async position(user: ActingUser, materialId: number, lang: Locale) {
      return { resume: await history.position(user.id, materialId, lang) };
    },

    async savePosition(user: ActingUser, input: { material_id: number; chapter: number; fraction: number }) {
      const outcome = await history.savePosition(user.id, {
        materialId: input.material_id,
        chapter: input.chapter,
        fraction: input.fraction,
      });
      if (outcome === 'missing') throw notFound();
      return { success: true, recorded: outcome === 'saved' };
    },

    async forget(user: ActingUser, materialId: number) {
      return { success: true, recorded: await history.forget(user.id, materialId) };
    },

    async clear(user: ActingUser) {
      await history.clear(user.id);
      return { success: true, recorded: true };
    },

    async tracking(user: ActingUser, paused: boolean) {
      await history.setPaused(user.id, paused);
      return { success: true, tracking_paused: paused };
    },

    async exportOf(user: ActingUser) {
      const data = await profile.exportOf(user.id);
      if (!data.user) throw notFound();
      return { exported_at: new Date().toISOString(), ...data, user: data.user };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

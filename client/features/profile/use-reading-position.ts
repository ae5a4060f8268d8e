/**
 * Exact resume: for a signed-in reader, where they are in a material (the
 * chapter's place in reading order and how far down it) is kept on the server while they read, so
 * "continue" on any device reopens it there. A "continue" link marks its material in session storage
 * (`markResume`); the page that shows that material scrolls to the saved place once its chapters are
 * on screen. Saving is quiet: it waits for the reader to stop scrolling, sends on leaving the page,
 * and a failure changes nothing on the page. Without a session nothing is sent.
 */
import { useEffect } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { callApi } from '../../data/call-api.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { chapterAnchor } from '../reading/anchors.ts';
import { type Place, placeOf } from './reading-place.ts';

const RESUME_KEY = 'resume-material';
const SAVE_AFTER_MS = 1500;
/** Below the sticky header: the line whose chapter counts as the one being read. */
export const READING_LINE_PX = 120;

/** Called by a "continue" link before it navigates. */
export function markResume(materialId: number): void {
  try {
    sessionStorage.setItem(RESUME_KEY, String(materialId));
  } catch {
    // Storage refused (private mode): the link still opens the chapter by its anchor.
  }
}

function takeResume(materialId: number): boolean {
  try {
    if (sessionStorage.getItem(RESUME_KEY) !== String(materialId)) return false;
    sessionStorage.removeItem(RESUME_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Scrolls so that `place` (in these sections) is on the reading line again. */
export function scrollToPlace(sections: readonly HTMLElement[], place: Place): void {
  const section = sections[Math.min(place.chapter, sections.length - 1)];
  if (!section) return;
  const rect = section.getBoundingClientRect();
  const top = window.scrollY + rect.top + rect.height * place.fraction - READING_LINE_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
}

/**
 * Keeps and restores the reader's place in `materialId`, whose chapters (in page order) have these
 * ids. `ready` is false while the chapters are not on the page yet (a course's next material).
 */
export function useReadingPosition(
  materialId: number | undefined,
  chapterIds: readonly number[],
  locale: Locale,
  ready = true,
): void {
  const signedIn = useRootData()?.signedIn ?? false;
  const key = chapterIds.join(',');

  useEffect(() => {
    if (!signedIn || materialId === undefined || !ready || key === '') return;
    const ids = key.split(',').map(Number);
    const sections = () =>
      ids
        .map((id) => document.getElementById(chapterAnchor(id)))
        .filter((el): el is HTMLElement => el !== null);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = '';
    const send = (keepalive: boolean) => {
      const place = placeOf(sections(), READING_LINE_PX);
      if (!place) return;
      const text = `${place.chapter}:${place.fraction}`;
      if (text === last) return;
      last = text;
      // A page being hidden may never come back: the browser finishes a keepalive request anyway.
      void callApi('profile.savePosition', { body: { material_id: materialId, ...place } }, { keepalive });
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => send(false), SAVE_AFTER_MS);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    let restore: ReturnType<typeof setTimeout> | undefined;
    if (takeResume(materialId)) {
      void callApi('profile.position', { params: { material_id: materialId }, query: { lang: locale } }).then(
        (answer) => {
          const resume = answer.ok ? answer.data.resume : null;
          if (!resume) return;
          // After the navigation's own scroll to the chapter anchor (ScrollReset).
          restore = setTimeout(() => scrollToPlace(sections(), resume), 50);
          last = `${resume.chapter}:${resume.fraction}`;
        },
      );
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearTimeout(timer);
      clearTimeout(restore);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [signedIn, materialId, key, locale, ready]);
}

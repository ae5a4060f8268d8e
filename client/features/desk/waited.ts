/**
 * How long something has waited, said in the desk's words ("waiting 3 hours"). `now` comes with the
 * loader's data, so the server's render and the browser's hydration say the same.
 */
import type { TFunction } from 'i18next';

export function waitedFor(t: TFunction, since: string, now: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000));
  const time =
    minutes < 60
      ? t('desk:common.minutes', { count: minutes })
      : minutes < 48 * 60
        ? t('desk:common.hours', { count: Math.floor(minutes / 60) })
        : t('desk:common.days', { count: Math.floor(minutes / 1440) });
  return t('desk:common.waited', { time });
}

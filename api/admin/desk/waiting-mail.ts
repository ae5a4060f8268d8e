/**
 * The waiting-work mail (docs/desk.md#the-waiting-work-mail): when a support chat or a questionnaire
 * has waited more than an hour, each administrator who has not turned it off gets a mail with a link
 * into the desk, at most one an hour (claimed in the database, so several API instances send one),
 * and none at night in the site's time zone.
 */
import { createI18n } from '../../../shared/i18n/instance.ts';
import { href } from '../../../shared/routes/href.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/messages.ts';
import type { DeskRepository } from './repository.ts';

/** Work older than this is worth a mail; and the least time between two mails. */
export const WAITING_MAIL_AFTER_SECONDS = 3600;
/** Night in the site's time zone: from 22:00 to 08:00 no mail goes out. */
const NIGHT_FROM_HOUR = 22;
const NIGHT_UNTIL_HOUR = 8;

/** The hour of the day (0–23) at `now` in `timeZone`. */
export function hourIn(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now);
  return Number(hour);
}

export function isNight(now: Date, timeZone: string): boolean {
  const hour = hourIn(now, timeZone);
  return hour >= NIGHT_FROM_HOUR || hour < NIGHT_UNTIL_HOUR;
}

/** Whether the oldest waiting chat or questionnaire (seconds waited, null: none) calls for a mail. */
export function workWaits(oldest: { chat: number | null; access: number | null }): boolean {
  return (oldest.chat ?? 0) > WAITING_MAIL_AFTER_SECONDS || (oldest.access ?? 0) > WAITING_MAIL_AFTER_SECONDS;
}

export function createWaitingMail(deps: {
  desk: DeskRepository;
  mailer: Mailer;
  publicOrigin: string;
  timeZone: string;
  now?: () => Date;
}) {
  const { desk, mailer, publicOrigin, timeZone } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** One look: answers how many administrators were mailed (0 when nothing was due). */
    async check(): Promise<number> {
      if (isNight(now(), timeZone)) return 0;
      if (!workWaits(await desk.oldestWaits())) return 0;
      const admins = await desk.mailedAdmins();
      if (admins.length === 0 || !(await desk.claimMail(WAITING_MAIL_AFTER_SECONDS))) return 0;
      const counts = await desk.counts();
      for (const admin of admins) {
        const { t } = createI18n(admin.locale);
        const site = t('common:site.name');
        mailer.queue(
          renderMail(
            {
              to: admin.email,
              kind: 'desk-waiting',
              link: `${publicOrigin}${href('desk', admin.locale)}`,
              site,
            },
            {
              subject: t('desk:mail.subject', { site }),
              greeting: admin.name
                ? t('desk:mail.greetingNamed', { name: admin.name })
                : t('desk:mail.greeting'),
              body: t('desk:mail.body', { chats: counts.chats, access: counts.access }),
              action: t('desk:mail.action'),
              note: t('desk:mail.note'),
            },
          ),
        );
      }
      return admins.length;
    },
  };
}

export type WaitingMail = ReturnType<typeof createWaitingMail>;

/** Looks every `seconds` while the API runs; answers the function that stops it. */
export function scheduleWaitingMail(
  mail: WaitingMail,
  seconds: number,
  log: { error(details: object, message: string): void },
): () => void {
  if (seconds <= 0) return () => {};
  const timer = setInterval(() => {
    mail.check().catch((error: unknown) => log.error({ err: error }, 'waiting-work mail check failed'));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

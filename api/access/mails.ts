/**
 * The mails of a decided questionnaire (docs/product.md#content-and-engagement: the user gets a mail either way), in the language
 * the user chose for the site, from the `access` catalogue. A refusal carries the administrator's
 * reason when one was given; every link is built on the configured public origin (R13).
 */
import { createI18n } from '../../shared/i18n/instance.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/href.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/messages.ts';

export interface MailedUser {
  email: string;
  name: string;
  locale: Locale;
}

export function createAccessMails(mailer: Mailer, publicOrigin: string) {
  const send = (kind: 'granted' | 'refused', user: MailedUser, link: string, reason: string | null) => {
    const { t } = createI18n(user.locale);
    const site = t('common:site.name');
    const key = (part: string) => `access:mail.${kind}.${part}`;
    const body = t(key('body'), { site });
    mailer.queue(
      renderMail(
        { to: user.email, kind: `access-${kind}`, link, site },
        {
          subject: t(key('subject'), { site }),
          greeting: user.name
            ? t('access:mail.greetingNamed', { name: user.name })
            : t('access:mail.greeting'),
          body: reason ? `${body} ${t('access:mail.reason', { reason })}` : body,
          action: t(key('action')),
          note: t(key('note')),
        },
      ),
    );
  };
  return {
    granted(user: MailedUser) {
      send('granted', user, `${publicOrigin}${href('da-for-educators', user.locale)}`, null);
    },
    refused(user: MailedUser, reason: string | null) {
      send('refused', user, `${publicOrigin}${href('profile-access', user.locale)}`, reason);
    },
  };
}

export type AccessMails = ReturnType<typeof createAccessMails>;

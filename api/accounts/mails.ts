/**
 * The accounts mails and their links (docs/architecture.md#sessions-and-accounts): the confirmation link opens the "registration
 * completed" page with `email-pin`, the reset link any page with `pin` (docs/product.md#screens modals). Links are built
 * on the configured public origin with the route table's own paths.
 */
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/href.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/messages.ts';

export interface Recipient {
  email: string;
  name: string;
  locale: Locale;
}

export function createAccountMails(mailer: Mailer, publicOrigin: string) {
  const absolute = (path: string) => `${publicOrigin}${path}`;
  const send = (kind: Parameters<typeof composeMail>[0]['kind'], to: Recipient, link: string) =>
    mailer.queue(composeMail({ kind, to: to.email, locale: to.locale, name: to.name, link }));

  return {
    confirm(to: Recipient, pin: string) {
      send('confirm', to, absolute(href('registration-completed', to.locale, {}, { 'email-pin': pin })));
    },
    reset(to: Recipient, pin: string) {
      send('reset', to, absolute(href('main', to.locale, {}, { pin })));
    },
    exists(to: Recipient) {
      send('exists', to, absolute(href('main', to.locale)));
    },
    passwordChanged(to: Recipient) {
      send('changed', to, absolute(href('main', to.locale)));
    },
  };
}

export type AccountMails = ReturnType<typeof createAccountMails>;

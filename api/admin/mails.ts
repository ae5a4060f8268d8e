/** The mails admin commands send (docs/product.md#content-and-engagement: the user gets a mail when card access is granted). */
import { href } from '../../shared/routes/href.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/messages.ts';
import type { AdminAccount } from './users-repository.ts';

export function createAdminMails(mailer: Mailer, publicOrigin: string) {
  return {
    cardAccessGranted(to: AdminAccount) {
      mailer.queue(
        composeMail({
          kind: 'cardAccess',
          to: to.email,
          locale: to.locale,
          name: to.name,
          link: `${publicOrigin}${href('da-for-educators', to.locale)}`,
        }),
      );
    },
  };
}

/** The editors' desk's variables (docs/desk.md), merged into the API's environment schema (`index.ts`). */
import { z } from 'zod';
import { intVar } from '../../shared/env-vars.ts';

/** An IANA time zone the runtime knows (`Europe/Moscow`). */
const TimeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'expected an IANA time zone such as Europe/Moscow');

export const deskEnv = {
  /** The site's time zone: no waiting-work mail goes out at night there (docs/desk.md#the-waiting-work-mail). */
  SITE_TIME_ZONE: TimeZone.default('Europe/Moscow'),
  /** How often the API looks for work waiting more than an hour; 0 switches the mail off. */
  DESK_MAIL_CHECK_SECONDS: intVar(0, 86_400, 300),
};

/** The unsubscribe page's loader data (docs/follows.md#leaving). */
import type { Locale } from '../../../shared/locales.ts';

export interface UnsubscribeData {
  locale: Locale;
  /** The token of the mail's link; null when the page was opened without one. */
  token: string | null;
  state: 'ask' | 'done' | 'invalid';
}

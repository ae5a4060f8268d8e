/**
 * Where a signed-in user without access asks for it (spec §2 "Landing": a questionnaire in the
 * personal account). Issue 20 builds the special-project questionnaire in the profile; until its
 * route exists this points at the profile's data page, at the questionnaire's anchor.
 */
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';

export const QUESTIONNAIRE_HREF = (locale: Locale): string =>
  `${href('profile-data', locale)}#special-project`;

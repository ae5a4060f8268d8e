/**
 * Where a signed-in user without access asks for it (docs/product.md#screens "Landing": a questionnaire in the
 * personal account): the profile's special-project questionnaire.
 */
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';

export const QUESTIONNAIRE_HREF = (locale: Locale): string => href('profile-access', locale);

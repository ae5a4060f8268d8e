/**
 * The display name of docs/product.md#content-model: first and last name joined by a space; when one is missing (or the
 * text "null" a legacy record carries), the other; when both are, the word for "User". A name part made only of
 * characters nobody sees (spaces, zero-width and direction marks, fillers) counts as missing: such a name
 * is refused when typed (`isVisibleName`), and one stored before is not shown as a blank author.
 */
export const USER_WORD_RU = 'Пользователь';

export interface NamedUser {
  name?: string | null;
  surname?: string | null;
}

/**
 * Characters that draw nothing on their own: white space, controls, format characters (zero-width
 * spaces and joiners, direction marks, embeddings, overrides and isolates), the default-ignorable ones
 * (fillers, variation selectors), combining marks with no letter to sit on, and the braille blank.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/gu;

/** Whether a text shows at least one character: a name has to (docs/product.md#validation). */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

/** A typed name part: empty (not given) or with something visible in it. */
export function isVisibleName(text: string): boolean {
  return text.trim() === '' || hasVisibleCharacter(text);
}

function present(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && text !== 'null' && hasVisibleCharacter(text) ? text : null;
}

export function displayName(user: NamedUser | null | undefined, fallback: string = USER_WORD_RU): string {
  const parts = [present(user?.name), present(user?.surname)].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : fallback;
}

/**
 * The display name of docs/product.md#content-model: first and last name joined by a space; when one is missing (or the
 * text "null" a legacy record carries), the other; when both are, the word for "User".
 */
export const USER_WORD_RU = 'Пользователь';

export interface NamedUser {
  name?: string | null;
  surname?: string | null;
}

function present(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && text !== 'null' ? text : null;
}

export function displayName(user: NamedUser | null | undefined, fallback: string = USER_WORD_RU): string {
  const parts = [present(user?.name), present(user?.surname)].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : fallback;
}

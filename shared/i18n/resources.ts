/**
 * Both interface catalogues, as the server holds them (one i18next instance per locale,
 * `instance.ts`). A catalogue is a file per locale (`catalogues/`), so the browser's entry can load
 * only its page's: a language switch reloads the page anyway (docs/product.md#screens).
 */
import en from './catalogues/catalogue-en.ts';
import ru from './catalogues/catalogue-ru.ts';
import deskEn from './locales/en/desk.json' with { type: 'json' };
import deskRu from './locales/ru/desk.json' with { type: 'json' };

export { NAMESPACES, type Namespace } from './namespaces.ts';

/**
 * The desk's texts (docs/desk.md) are the server's and the desk's own: the browser's catalogue leaves
 * them out, so no reader downloads them, and the desk's pages add them when they load
 * (`client/features/desk/use-desk-translation.ts`).
 */
export const resources = { ru: { ...ru, desk: deskRu }, en: { ...en, desk: deskEn } } as const;

export type Catalogue = typeof ru;

/**
 * Both interface catalogues, as the server holds them (one i18next instance per locale,
 * `instance.ts`). A catalogue is a file per locale (`catalogues/`), so the browser's entry can load
 * only its page's: a language switch reloads the page anyway (docs/product.md#screens).
 */
import en from './catalogues/catalogue-en.ts';
import ru from './catalogues/catalogue-ru.ts';

export { NAMESPACES, type Namespace } from './namespaces.ts';

export const resources = { ru, en } as const;

export type Catalogue = typeof ru;

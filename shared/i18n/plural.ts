/**
 * The product's Russian plural rule (docs/product.md#constants): last two digits 11–19 → other; last digit 1 → one; 2–4 → few;
 * otherwise other. i18next picks CLDR forms (one, few, many, other); the catalogues give CLDR "many"
 * the product's "other" text (docs/architecture.md#rendering), and this function is the reference the tests hold them to.
 */
export type SpecPluralForm = 'one' | 'few' | 'other';

export function specRussianPlural(count: number): SpecPluralForm {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 19) return 'other';
  const last = n % 10;
  if (last === 1) return 'one';
  if (last >= 2 && last <= 4) return 'few';
  return 'other';
}

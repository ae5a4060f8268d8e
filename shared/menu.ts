/**
 * The site menu of docs/product.md#screens: internal sections by route name and the external projects by address.
 * External addresses are editorial settings kept here, in one place.
 */
import { CALENDAR_YEAR } from './constants.ts';
import type { Locale } from './locales.ts';
import type { RouteId } from './routes/tree.ts';

export interface InternalMenuItem {
  kind: 'internal';
  route: RouteId;
  labelKey: string;
  /** Shown only in these interface languages (docs/product.md#screens: "DA for Educators" is in the English menu only). */
  locales?: readonly Locale[];
  hash?: string;
}

export interface ExternalMenuItem {
  kind: 'external';
  id: string;
  href: string;
  labelKey: string;
  labelParams?: Record<string, string | number>;
}

export type MenuItem = InternalMenuItem | ExternalMenuItem;

export const sectionMenu: readonly InternalMenuItem[] = [
  { kind: 'internal', route: 'materials', labelKey: 'menu.materials' },
  { kind: 'internal', route: 'courses', labelKey: 'menu.courses' },
  { kind: 'internal', route: 'books', labelKey: 'menu.library' },
  { kind: 'internal', route: 'map', labelKey: 'menu.map' },
  { kind: 'internal', route: 'tag-search', labelKey: 'menu.tagSearch' },
  { kind: 'internal', route: 'virtual-gallery', labelKey: 'menu.virtualGallery', locales: ['ru'] },
  { kind: 'internal', route: 'ashkenazi-table', labelKey: 'menu.ashkenaziTable', locales: ['ru'] },
  { kind: 'internal', route: 'da-for-educators', labelKey: 'menu.daForEducators', locales: ['en'] },
];

export const aboutMenu: readonly InternalMenuItem[] = [
  { kind: 'internal', route: 'about-project', labelKey: 'menu.aboutProject' },
  { kind: 'internal', route: 'about-team', labelKey: 'menu.aboutTeam' },
];

export const projectMenu: readonly ExternalMenuItem[] = [
  {
    kind: 'external',
    id: 'calendar',
    href: 'https://www.hebcal.com/holidays/2025-2026',
    labelKey: 'menu.external.calendar',
    labelParams: { year: CALENDAR_YEAR },
  },
  {
    kind: 'external',
    id: 'ukrainian-poets',
    href: 'https://yivoencyclopedia.org/article.aspx/Poetry',
    labelKey: 'menu.external.ukrainianPoets',
  },
  {
    kind: 'external',
    id: 'jewish-professions',
    href: 'https://yivoencyclopedia.org/article.aspx/Crafts',
    labelKey: 'menu.external.jewishProfessions',
  },
  {
    kind: 'external',
    id: 'documentary-stories',
    href: 'https://www.centropa.org/en/biographies',
    labelKey: 'menu.external.documentaryStories',
  },
  { kind: 'external', id: 'magazine', href: 'https://lechaim.ru/', labelKey: 'menu.external.magazine' },
  {
    kind: 'external',
    id: 'tanakh-translation',
    href: 'https://www.sefaria.org/texts/Tanakh',
    labelKey: 'menu.external.tanakhTranslation',
  },
  {
    kind: 'external',
    id: 'torah-on-the-map',
    href: 'https://www.sefaria.org/topics/places',
    labelKey: 'menu.external.torahOnTheMap',
  },
  {
    kind: 'external',
    id: 'not-only-violinists',
    href: 'https://yivoencyclopedia.org/article.aspx/Music',
    labelKey: 'menu.external.notOnlyViolinists',
  },
];

/** Donations go to the project itself: the support section of the about page. */
export const donateMenuItem: InternalMenuItem = {
  kind: 'internal',
  route: 'about-project',
  labelKey: 'menu.external.donate',
  hash: 'support',
};

export function visibleIn<T extends MenuItem>(items: readonly T[], locale: Locale): T[] {
  return items.filter((item) => item.kind === 'external' || !item.locales || item.locales.includes(locale));
}

/**
 * The interface catalogues, one JSON file per namespace and locale. Both locales are bundled: they are
 * small, and a language switch reloads the page anyway (spec §2).
 */
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enContent from './locales/en/content.json' with { type: 'json' };
import enEducators from './locales/en/educators.json' with { type: 'json' };
import enHttp from './locales/en/http.json' with { type: 'json' };
import enLibrary from './locales/en/library.json' with { type: 'json' };
import enMap from './locales/en/map.json' with { type: 'json' };
import enProfile from './locales/en/profile.json' with { type: 'json' };
import enSearch from './locales/en/search.json' with { type: 'json' };
import ruAuth from './locales/ru/auth.json' with { type: 'json' };
import ruCommon from './locales/ru/common.json' with { type: 'json' };
import ruContent from './locales/ru/content.json' with { type: 'json' };
import ruEducators from './locales/ru/educators.json' with { type: 'json' };
import ruHttp from './locales/ru/http.json' with { type: 'json' };
import ruLibrary from './locales/ru/library.json' with { type: 'json' };
import ruMap from './locales/ru/map.json' with { type: 'json' };
import ruProfile from './locales/ru/profile.json' with { type: 'json' };
import ruSearch from './locales/ru/search.json' with { type: 'json' };

export const NAMESPACES = [
  'common',
  'auth',
  'content',
  'educators',
  'profile',
  'http',
  'search',
  'map',
  'library',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  ru: {
    common: ruCommon,
    auth: ruAuth,
    content: ruContent,
    educators: ruEducators,
    profile: ruProfile,
    http: ruHttp,
    search: ruSearch,
    map: ruMap,
    library: ruLibrary,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    content: enContent,
    educators: enEducators,
    profile: enProfile,
    http: enHttp,
    search: enSearch,
    map: enMap,
    library: enLibrary,
  },
} as const;

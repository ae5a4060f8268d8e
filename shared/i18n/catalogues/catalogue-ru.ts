/**
 * The interface catalogue of Russian: every namespace (`../namespaces.ts`). The browser loads only its
 * page's locale (a chunk of its own, preloaded by the document); the server holds both (`../resources.ts`).
 */
import access from '../locales/ru/access.json' with { type: 'json' };
import auth from '../locales/ru/auth.json' with { type: 'json' };
import chat from '../locales/ru/chat.json' with { type: 'json' };
import common from '../locales/ru/common.json' with { type: 'json' };
import content from '../locales/ru/content.json' with { type: 'json' };
import drafts from '../locales/ru/drafts.json' with { type: 'json' };
import educators from '../locales/ru/educators.json' with { type: 'json' };
import http from '../locales/ru/http.json' with { type: 'json' };
import lessonSets from '../locales/ru/lessonSets.json' with { type: 'json' };
import library from '../locales/ru/library.json' with { type: 'json' };
import map from '../locales/ru/map.json' with { type: 'json' };
import moderation from '../locales/ru/moderation.json' with { type: 'json' };
import profile from '../locales/ru/profile.json' with { type: 'json' };
import reach from '../locales/ru/reach.json' with { type: 'json' };
import reviews from '../locales/ru/reviews.json' with { type: 'json' };
import search from '../locales/ru/search.json' with { type: 'json' };

export default {
  common,
  auth,
  content,
  educators,
  profile,
  http,
  search,
  map,
  library,
  lessonSets,
  chat,
  access,
  moderation,
  reach,
  reviews,
  drafts,
} as const;

/**
 * The interface catalogue of English: every namespace (`../namespaces.ts`). The browser loads only its
 * page's locale (a chunk of its own, preloaded by the document); the server holds both (`../resources.ts`).
 */
import access from '../locales/en/access.json' with { type: 'json' };
import auth from '../locales/en/auth.json' with { type: 'json' };
import chat from '../locales/en/chat.json' with { type: 'json' };
import common from '../locales/en/common.json' with { type: 'json' };
import content from '../locales/en/content.json' with { type: 'json' };
import drafts from '../locales/en/drafts.json' with { type: 'json' };
import educators from '../locales/en/educators.json' with { type: 'json' };
import http from '../locales/en/http.json' with { type: 'json' };
import lessonSets from '../locales/en/lessonSets.json' with { type: 'json' };
import library from '../locales/en/library.json' with { type: 'json' };
import map from '../locales/en/map.json' with { type: 'json' };
import moderation from '../locales/en/moderation.json' with { type: 'json' };
import profile from '../locales/en/profile.json' with { type: 'json' };
import reach from '../locales/en/reach.json' with { type: 'json' };
import reviews from '../locales/en/reviews.json' with { type: 'json' };
import search from '../locales/en/search.json' with { type: 'json' };

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

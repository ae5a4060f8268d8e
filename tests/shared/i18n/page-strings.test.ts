import t from 'tap';
import { createI18n } from '../../../shared/i18n/instance.ts';
import { recordLookups, type UsedEntry } from '../../../shared/i18n/memo-translations.ts';
import { pageStrings } from '../../../shared/i18n/page-strings.ts';

/** The entries a few lookups read, as a render records them. */
function lookups(locale: 'ru' | 'en', read: (tr: (key: string, options?: object) => unknown) => void) {
  const i18n = createI18n(locale);
  const log: UsedEntry[] = [];
  recordLookups(log);
  try {
    read(i18n.getFixedT(null, 'common') as unknown as (key: string, options?: object) => unknown);
  } finally {
    recordLookups(null);
  }
  return { i18n, log };
}

t.test("a page's strings are the entries its render read, nested as the catalogue nests them", async (t) => {
  const { i18n, log } = lookups('ru', (tr) => {
    tr('a11y.loading');
    tr('menu.main');
    tr('menu.main');
    tr('plural.comments', { count: 3 });
  });
  const strings = pageStrings(log, i18n);
  t.same(strings, {
    ru: {
      common: {
        a11y: { loading: 'Загрузка страницы' },
        menu: { main: i18n.t('menu.main') },
        plural: { comments_few: '{{count}} комментария' },
      },
    },
  });
  t.ok(JSON.stringify(strings).length < 400, 'a few entries, not the catalogue');
});

t.test('a plural text comes in the form the render used', async (t) => {
  const { i18n, log } = lookups('en', (tr) => tr('plural.comments', { count: 1 }));
  t.same(pageStrings(log, i18n), { en: { common: { plural: { comments_one: '{{count}} comment' } } } });
});

t.test("the desk's texts are left out: the desk's pages bring them whole", async (t) => {
  const i18n = createI18n('ru');
  const log: UsedEntry[] = [];
  recordLookups(log);
  try {
    i18n.getFixedT(null, 'desk')('area');
    i18n.getFixedT(null, 'common')('a11y.loading');
  } finally {
    recordLookups(null);
  }
  t.ok(
    log.some((entry) => entry.ns === 'desk'),
    'the render read a desk text',
  );
  t.same(Object.keys((pageStrings(log, i18n) as { ru: object }).ru), ['common']);
});

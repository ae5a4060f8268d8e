import t from 'tap';
import { pageStringsJson } from '../../../client/runtime/page-strings.ts';
import { createI18n } from '../../../shared/i18n/instance.ts';
import { makeI18n } from '../../../shared/i18n/make-instance.ts';
import { recordLookups, type UsedEntry } from '../../../shared/i18n/memo-translations.ts';

/** The entries a few lookups read, as a render records them. */
function lookups(locale: 'ru' | 'en', read: (i18n: ReturnType<typeof createI18n>) => void) {
  const i18n = createI18n(locale);
  const log: UsedEntry[] = [];
  recordLookups(log);
  try {
    read(i18n);
  } finally {
    recordLookups(null);
  }
  return { i18n, log };
}

t.test("a page's strings are the entries its render read, each once, under their ids", async (t) => {
  const { i18n, log } = lookups('ru', (i18n) => {
    const tr = i18n.getFixedT(null, 'common');
    tr('a11y.loading');
    tr('menu.main');
    tr('menu.main');
    tr('plural.comments', { count: 3 });
    i18n.getFixedT(null, 'auth')('login.title');
  });
  const strings = JSON.parse(pageStringsJson(log, i18n));
  t.same(strings, {
    ru: {
      common: {
        'a11y.loading': 'Загрузка страницы',
        'menu.main': i18n.t('menu.main'),
        'plural.comments_few': '{{count}} комментария',
      },
      auth: { 'login.title': 'Вход' },
    },
  });
  t.ok(JSON.stringify(strings).length < 400, 'a few entries, not the catalogue');
});

t.test('the browser draws the same texts from them as the server did', async (t) => {
  const { i18n, log } = lookups('ru', (i18n) => {
    const tr = i18n.getFixedT(null, 'common');
    tr('a11y.loading');
    tr('plural.comments', { count: 3 });
  });
  const browser = makeI18n('ru', JSON.parse(pageStringsJson(log, i18n)), { whole: false, missed: false });
  const tr = browser.getFixedT(null, 'common');
  t.equal(tr('a11y.loading'), 'Загрузка страницы');
  t.equal(tr('plural.comments', { count: 3 }), '3 комментария');
  t.equal(tr('menu.main'), '', 'an entry the page did not use is not there (and draws as nothing)');
});

t.test('a plural text comes in the form the render used', async (t) => {
  const { i18n, log } = lookups('en', (i18n) =>
    i18n.getFixedT(null, 'common')('plural.comments', { count: 1 }),
  );
  t.same(JSON.parse(pageStringsJson(log, i18n)), {
    en: { common: { 'plural.comments_one': '{{count}} comment' } },
  });
});

t.test("the desk's texts are left out: the desk's pages bring them whole", async (t) => {
  const { i18n, log } = lookups('ru', (i18n) => {
    i18n.getFixedT(null, 'desk')('area');
    i18n.getFixedT(null, 'common')('a11y.loading');
  });
  t.ok(
    log.some((entry) => entry.ns === 'desk'),
    'the render read a desk text',
  );
  t.same(Object.keys(JSON.parse(pageStringsJson(log, i18n)).ru), ['common']);
});

t.test('the JSON is safe inside a script element', async (t) => {
  const { i18n, log } = lookups('ru', (i18n) => i18n.getFixedT(null, 'common')('a11y.loading'));
  t.notMatch(pageStringsJson(log, i18n), /[<>&]/);
});

import i18next from 'i18next';
import t from 'tap';
import { createI18n } from '../../../shared/i18n/instance.ts';
import {
  recordLookups,
  rememberTranslations,
  type UsedEntry,
} from '../../../shared/i18n/memo-translations.ts';

function countedInstance() {
  const instance = i18next.createInstance();
  instance.init({
    lng: 'ru',
    initAsync: false,
    resources: {
      ru: {
        common: {
          hello: 'Привет',
          greet: 'Привет, {{name}}',
          minutes_one: '{{count}} минута',
          minutes_few: '{{count}} минуты',
          minutes_many: '{{count}} минут',
          minutes_other: '{{count}} минуты',
          list: ['а', 'б'],
        },
      },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  let lookups = 0;
  const translate = instance.t.bind(instance);
  instance.t = ((...args: Parameters<typeof translate>) => {
    lookups += 1;
    return translate(...args);
  }) as typeof instance.t;
  return { instance: rememberTranslations(instance), lookups: () => lookups };
}

t.test('a key, or a key with only a count, is looked up once and then remembered', async (t) => {
  const { instance, lookups } = countedInstance();
  const tr = instance.getFixedT(null, 'common');
  t.equal(tr('hello'), 'Привет');
  t.equal(tr('hello'), 'Привет');
  t.equal(lookups(), 1, 'the second call did not reach i18next');
  t.equal(tr('minutes', { count: 21 }), '21 минута');
  t.equal(tr('minutes', { count: 3 }), '3 минуты');
  t.equal(tr('minutes', { count: 11 }), '11 минут');
  t.equal(tr('minutes', { count: 21 }), '21 минута');
  t.equal(lookups(), 4, 'each count once');
  t.equal(instance.getFixedT(null, 'common'), tr, 'the same scope gets the same function');
});

t.test('calls with other options always reach i18next with those options', async (t) => {
  const { instance, lookups } = countedInstance();
  const tr = instance.getFixedT(null, 'common');
  t.equal(tr('greet', { name: 'Анна' }), 'Привет, Анна');
  t.equal(tr('greet', { name: 'Борис' }), 'Привет, Борис', 'interpolation values are never mixed up');
  t.same(tr('list', { returnObjects: true }), ['а', 'б'], 'objects come back as objects');
  t.equal(tr('minutes', { count: 2, lng: 'ru' }), '2 минуты');
  t.equal(lookups(), 4);
});

t.test('the site instances answer exactly as plain i18next does', async (t) => {
  for (const locale of ['ru', 'en'] as const) {
    const remembered = createI18n(locale).getFixedT(null, 'common');
    const plain = i18next.createInstance();
    plain.init({ ...createI18n(locale).options, initAsync: false });
    const reference = plain.getFixedT(null, 'common');
    for (const count of [0, 1, 2, 5, 11, 21, 104, 1.5]) {
      t.equal(
        remembered('plural.comments', { count }),
        reference('plural.comments', { count }),
        `${locale} ${count}`,
      );
      t.equal(remembered('plural.comments', { count }), reference('plural.comments', { count }), 'and again');
    }
  }
});

/** The distinct entries a log holds, as `lng/ns:key`. */
function ids(log: readonly UsedEntry[]): string[] {
  return [...new Set(log.map((entry) => `${entry.lng}/${entry.ns}:${entry.key}`))].sort();
}

t.test(
  'a recording render notes every entry it reads, whether the answer was remembered or not',
  async (t) => {
    const { instance } = countedInstance();
    const tr = instance.getFixedT(null, 'common');
    t.equal(tr('hello'), 'Привет', 'remembered before any render records');
    const log: UsedEntry[] = [];
    recordLookups(log);
    try {
      tr('hello');
      tr('minutes', { count: 3 });
      tr('minutes', { count: 3 });
      tr('greet', { name: 'Анна' });
      tr('absent');
    } finally {
      recordLookups(null);
    }
    t.same(
      ids(log),
      ['ru/common:greet', 'ru/common:hello', 'ru/common:minutes_few'],
      'with the plural form used',
    );
    t.equal(log.length, 4, 'each call once, a remembered one too');
    t.equal(
      log[0],
      log.find((entry) => entry.key === 'hello'),
      'an entry is one shared object',
    );
    tr('minutes', { count: 5 });
    t.equal(log.length, 4, 'nothing is noted once no render records');
  },
);

import t from 'tap';
import { createI18n } from '../../../shared/i18n/instance.ts';
import { specRussianPlural } from '../../../shared/i18n/plural.ts';
import { NAMESPACES, resources } from '../../../shared/i18n/resources.ts';

type Tree = { [key: string]: string | Tree };

/** Flattens a catalogue to dotted ids, folding plural suffixes (ru has _few/_many that en has not). */
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(id.replace(/_(zero|one|two|few|many|other)$/, '_#'), value);
    else flatten(value, id, out);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

t.test('both catalogues have the same ids and the same placeholders in every namespace', async (t) => {
  for (const ns of NAMESPACES) {
    const ru = flatten(resources.ru[ns] as Tree);
    const en = flatten(resources.en[ns] as Tree);
    t.same([...ru.keys()].sort(), [...en.keys()].sort(), `${ns}: same ids`);
    for (const [id, ruText] of ru) {
      const enText = en.get(id) ?? '';
      t.same(placeholders(ruText), placeholders(enText), `${ns}:${id} placeholders`);
      t.ok(ruText.trim().length > 0 && enText.trim().length > 0, `${ns}:${id} is not empty`);
    }
  }
});

t.test('every Russian plural key has the one, few, many and other forms', async (t) => {
  for (const ns of NAMESPACES) {
    const ids = [...flatten(resources.ru[ns] as Tree).keys()].filter((id) => id.endsWith('_#'));
    for (const id of ids) {
      const base = id.slice(0, -2).split('.');
      let node: Tree | string = resources.ru[ns] as Tree;
      for (const part of base.slice(0, -1)) node = (node as Tree)[part] as Tree;
      const leaf = base.at(-1);
      for (const form of ['one', 'few', 'many', 'other']) {
        t.type((node as Tree)[`${leaf}_${form}`], 'string', `${ns}:${base.join('.')}_${form}`);
      }
    }
  }
});

t.test(
  'Russian plurals follow the product\'s rule for 0 to 1000 (CLDR "many" reads as the product\'s "other")',
  async (t) => {
    const i18n = createI18n('ru');
    const forms = {
      one: i18n.t('plural.comments_one', { count: 1 }).replace('1', ''),
      few: i18n.t('plural.comments_few', { count: 2 }).replace('2', ''),
      other: i18n.t('plural.comments_many', { count: 5 }).replace('5', ''),
    };
    let mismatches = 0;
    for (let n = 0; n <= 1000; n += 1) {
      const text = i18n.t('plural.comments', { count: n });
      if (text !== `${n}${forms[specRussianPlural(n)]}`) mismatches += 1;
    }
    t.equal(mismatches, 0);
    t.equal(i18n.t('plural.comments', { count: 11 }), '11 комментариев');
    t.equal(i18n.t('plural.comments', { count: 21 }), '21 комментарий');
    t.equal(i18n.t('plural.comments', { count: 112 }), '112 комментариев');
    t.equal(i18n.t('plural.minutes', { count: 3 }), '3 минуты');
  },
);

t.test('the product plural rule itself: 11-19 other, last digit 1 one, 2-4 few, else other', async (t) => {
  t.equal(specRussianPlural(1), 'one');
  t.equal(specRussianPlural(11), 'other');
  t.equal(specRussianPlural(14), 'other');
  t.equal(specRussianPlural(22), 'few');
  t.equal(specRussianPlural(101), 'one');
  t.equal(specRussianPlural(0), 'other');
  t.equal(specRussianPlural(25), 'other');
});

t.test('English plurals use one and other', async (t) => {
  const i18n = createI18n('en');
  t.equal(i18n.t('plural.materials', { count: 1 }), '1 material');
  t.equal(i18n.t('plural.materials', { count: 5 }), '5 materials');
});

t.test('a missing English text falls back to Russian, never to the raw id', async (t) => {
  const i18n = createI18n('en');
  i18n.addResource('ru', 'common', 'onlyInRussian', 'Только по-русски');
  t.equal(i18n.t('onlyInRussian'), 'Только по-русски');
});

t.test('instances are independent: changing one language leaves the other', async (t) => {
  const ru = createI18n('ru');
  const en = createI18n('en');
  await en.changeLanguage('en');
  t.equal(ru.t('errors.notFound.title'), 'Ошибка 404');
  t.equal(en.t('errors.notFound.title'), 'Error 404');
});

t.test(
  'the tag search has one name: the menu, the footer, page titles and the main page use its heading',
  async (t) => {
    for (const locale of ['ru', 'en'] as const) {
      const i18n = createI18n(locale);
      // A no-break space where a card keeps two words together is the same name.
      const name = (id: string) => i18n.t(id).replaceAll('\u00a0', ' ');
      const heading = name('search:tags.title');
      t.equal(name('common:menu.tagSearch'), heading, `${locale}: the menu and the footer`);
      t.equal(name('common:pages.tagSearch'), heading, `${locale}: page titles and trails`);
      t.equal(name('content:main.kinds.tagSearch.title'), heading, `${locale}: the main page's index`);
    }
  },
);

/**
 * The server's HTML of every page kind, in both languages, signed out and in, is valid by html-validate's
 * recommended rules, less the style rules React's serialization trips, and two rules narrowed to what the
 * site means; each is said below. The pages are `tests/helpers/page-kinds.ts`'s list, the one the axe sweep
 * walks. On the English pages, signed out and in, every Russian text is inside an element marked `lang="ru"`.
 */
import { HtmlValidate } from 'html-validate';
import t from 'tap';
import { PAGE_KINDS_SITE_ENV, preparePageKinds } from '../../helpers/page-kinds.ts';
import { startSite } from '../../helpers/site.ts';
import { unmarkedRussian } from '../../helpers/unmarked-russian.ts';

export const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // A heading never skips a level going down (a card's h3 needs an h2 above it), as screen readers'
    // outlines and Lighthouse's heading-order audit read the page. The frame's navigation headings come
    // before the page's h1, so the first heading may be of any rank.
    'heading-level': ['error', { minInitialRank: 'h6', sectioningRoots: ['dialog', '[role="dialog"]'] }],
    // React writes some attribute names as their DOM property (`charSet`, `hrefLang`, `maxLength`);
    // HTML reads attribute names case-insensitively.
    'attr-case': 'off',
    // React closes void elements (`<meta/>`); HTML ignores the slash.
    'void-style': 'off',
    // React writes a true boolean attribute as `checked=""`, a valid form of it.
    'attribute-boolean-style': 'off',
    // React writes an empty attribute with its value (`crossorigin=""`, `hidden=""`), the same thing.
    'attribute-empty-style': 'off',
    // React's `useId` makes ids such as `_R_b8p_`: valid HTML (not empty, no space), which the
    // relaxed form checks, but not the letter-first form the strict one asks for.
    'valid-id': ['error', { relaxed: true }],
    // A combobox's popup is a listbox by the ARIA pattern (the hashtag tool's suggestions); a native
    // select cannot be one. Every other role with a native element stays an error.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // Layout lives in CSS modules; the style attribute carries only values that come from data: a
    // tag's colours and an item's tint (content), an image's ratio, a progress share, an icon's
    // stroke. Any other property inline is an error.
    'no-inline-style': [
      'error',
      {
        allowedProperties: [
          'display',
          '--tag-bg',
          '--tag-ink',
          '--tint',
          '--ratio',
          '--size',
          '--color',
          'background',
          'width',
          'stroke-width',
          'color',
        ],
      },
    ],
  },
});

t.test('the Russian-text check finds what is not marked', async (t) => {
  t.same(unmarkedRussian('<html lang="en"><body><p lang="ru">Штетл <b>рынок</b></p></body></html>'), []);
  t.same(unmarkedRussian('<html lang="en"><head><title>Штетл</title></head><body></body></html>'), []);
  t.same(unmarkedRussian('<html lang="en"><body><ol><li><span>Дерево</span></li></ol></body></html>'), [
    'ol > li > span: Дерево',
  ]);
  t.same(unmarkedRussian('<html lang="en"><body><img alt="Синагога"></body></html>'), ['img[alt]: Синагога']);
});

const site = await startSite({ listen: true, env: PAGE_KINDS_SITE_ENV });
t.teardown(() => site.close());
const { visits, cookies } = await preparePageKinds(site);

/** The page as a reader's browser gets it, fetched once for both checks. */
async function pageOf(visit: (typeof visits)[number]): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.origin}${visit.path}`, {
    headers: cookies[visit.as] ? { Cookie: cookies[visit.as] } : {},
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

for (const visit of visits) {
  let fetched: ReturnType<typeof pageOf> | undefined;
  const page = () => {
    fetched ??= pageOf(visit);
    return fetched;
  };
  t.test(`${visit.path} (${visit.kind}, ${visit.as}) is valid HTML`, async (t) => {
    const { status, html } = await page();
    t.equal(status, visit.status, 'the page answers');
    const report = await validator.validateString(html, visit.path);
    const errors = report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${message.ruleId} at ${message.line}:${message.column}: ${message.message} [${message.selector}]`,
      ),
    );
    t.same(errors, [], 'html-validate finds nothing');
  });
  // Signed in too: what readers typed (names, chats, reviews, lesson sets) is marked by its script.
  if (visit.locale === 'en') {
    t.test(`${visit.path} (${visit.kind}, ${visit.as}) marks every Russian text lang="ru"`, async (t) => {
      t.same(unmarkedRussian((await page()).html), []);
    });
  }
}

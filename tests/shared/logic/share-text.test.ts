import t from 'tap';
import { SHORT_POST_LIMIT } from '../../../shared/constants.ts';
import { SHARE_DOTS, shortPostBudget, shortPostText } from '../../../shared/logic/share-text.ts';

const points = (text: string) => Array.from(text).length;
const URL_30 = 'https://example.org/ru/m/abcdef'; // 31 code points
const budget = SHORT_POST_LIMIT - points(URL_30);

t.test('the budget is 278 minus the length of the shared URL', async (t) => {
  t.equal(shortPostBudget(URL_30), 278 - 31);
  t.equal(shortPostBudget('x'.repeat(400)), 0, 'never negative');
});

t.test('a text that fits is kept whole, with its white space tidied', async (t) => {
  const exact = 'а'.repeat(budget);
  t.equal(shortPostText(exact, URL_30), exact, 'exactly at the budget: no cut');
  t.equal(shortPostText('  Мир   местечка \n и его люди ', URL_30), 'Мир местечка и его люди');
});

t.test('one character over the budget is cut at a word boundary and ends with dots', async (t) => {
  const words = Array.from({ length: 80 }, (_, i) => `слово${i}`).join(' ');
  const text = words.slice(0, budget + 1);
  t.equal(points(text), budget + 1);
  const cut = shortPostText(text, URL_30);
  t.ok(points(cut) <= budget, `fits the budget (${points(cut)} ≤ ${budget})`);
  t.ok(cut.endsWith(SHARE_DOTS), 'ends with dots');
  const body = cut.slice(0, -SHARE_DOTS.length);
  t.ok(text.startsWith(`${body} `), 'cut right before a space: no word is broken');
});

t.test('Cyrillic and emoji are counted as characters and never split', async (t) => {
  const emoji = '👨‍👩‍👧 🎻 ';
  const text = `${'Клезмер '.repeat(30)}${emoji.repeat(20)}`;
  const cut = shortPostText(text, URL_30);
  t.ok(points(cut) <= budget);
  t.notMatch(cut, /\uFFFD/, 'no replacement character');
  t.notMatch(cut, /[\uD800-\uDBFF]$/u, 'no lone high surrogate at the end');
  const emojiOnly = '🎻'.repeat(300);
  const cutEmoji = shortPostText(emojiOnly, URL_30);
  t.ok(points(cutEmoji) <= budget, 'one long word of emoji still fits');
  t.equal(
    cutEmoji,
    `${'🎻'.repeat(budget - 1)}${SHARE_DOTS}`,
    'cut between graphemes when there is no space',
  );
});

t.test('trailing punctuation goes before the dots', async (t) => {
  const text = `${'Рынок, баня, дом учения, '.repeat(20)}`;
  const cut = shortPostText(text, URL_30);
  t.notMatch(cut, /[,\s]…$/u);
});

t.test('a URL that leaves no room gives an empty text', async (t) => {
  t.equal(shortPostText('Текст', 'x'.repeat(SHORT_POST_LIMIT)), '');
});

t.test('a long text of many-code-point graphemes is cut between whole graphemes', async (t) => {
  // Each family is 5 code points and 8 UTF-16 units: the cut must never keep a piece of one.
  const family = '👨‍👩‍👧';
  const cut = shortPostText(family.repeat(5000), URL_30);
  const kept = Math.floor((budget - 1) / points(family));
  t.equal(cut, `${family.repeat(kept)}${SHARE_DOTS}`, 'only whole families, as many as fit');
  const mixed = shortPostText(`${'е\u0301'.repeat(4000)}`, URL_30);
  t.equal(
    mixed,
    `${'е\u0301'.repeat(Math.floor((budget - 1) / 2))}${SHARE_DOTS}`,
    'accents stay on their letters',
  );
});

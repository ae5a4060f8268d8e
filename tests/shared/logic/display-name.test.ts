import t from 'tap';
import {
  displayName,
  hasVisibleCharacter,
  isVisibleName,
  USER_WORD_RU,
} from '../../../shared/logic/display-name.ts';

t.test('first and last name are joined by a space', async (t) => {
  t.equal(displayName({ name: 'Анна', surname: 'Гринберг' }), 'Анна Гринберг');
});

t.test('when one part is missing or the text "null", the other is shown', async (t) => {
  t.equal(displayName({ name: 'Анна', surname: null }), 'Анна');
  t.equal(displayName({ name: 'null', surname: 'Гринберг' }), 'Гринберг');
  t.equal(displayName({ name: '', surname: 'Гринберг' }), 'Гринберг');
  t.equal(displayName({ name: '  Анна  ', surname: '   ' }), 'Анна');
});

t.test('with neither, the word for "User" (Russian by default, or the one given)', async (t) => {
  t.equal(displayName({ name: null, surname: 'null' }), USER_WORD_RU);
  t.equal(displayName(undefined), 'Пользователь');
  t.equal(displayName({}, 'User'), 'User');
});

t.test('a text of spaces, zero-width, direction marks or fillers has no visible character', async (t) => {
  for (const text of [
    '',
    '   ',
    '\u200b',
    '\u202e\u202c',
    '\u2066\u2069',
    '\u200e\u200f',
    '\u3164',
    '\u2800',
    '\u0301',
  ])
    t.notOk(hasVisibleCharacter(text), JSON.stringify(text));
  for (const text of ['a', 'Я', 'ש', '\u202eab', '.', '\u200bЛев'])
    t.ok(hasVisibleCharacter(text), JSON.stringify(text));
});

t.test('a typed name part is either empty or visible', async (t) => {
  t.ok(isVisibleName(''), 'empty: not given');
  t.ok(isVisibleName('  '), 'spaces only: trimmed to empty');
  t.notOk(isVisibleName('\u200b\u200b'));
  t.ok(isVisibleName('Анна'));
});

t.test('a stored part nobody can see counts as missing', async (t) => {
  t.equal(displayName({ name: '\u200b\u202e', surname: 'Гринберг' }), 'Гринберг');
  t.equal(displayName({ name: '\u3164', surname: '\u2066' }, 'User'), 'User');
});

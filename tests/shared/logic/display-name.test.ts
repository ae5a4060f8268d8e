import t from 'tap';
import { displayName, USER_WORD_RU } from '../../../shared/logic/display-name.ts';

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

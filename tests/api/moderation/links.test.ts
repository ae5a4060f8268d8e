/**
 * What counts as a link in a comment (a new account's first comments with one wait for
 * moderation): addresses with a scheme, `www.` hosts and bare hosts on common domains, in Latin or
 * Cyrillic; ordinary prose with dots, abbreviations, e-mail-free text and numbers does not.
 */
import t from 'tap';
import { containsLink } from '../../../api/moderation/links.ts';

t.test('links in their usual disguises are found', async (t) => {
  for (const text of [
    'см. https://example.org/page',
    'HTTP://EXAMPLE.ORG',
    'ftp://files.example.net/a',
    'заходите на www.example-shop.ru',
    'дешево: cheap-klezmer.com/buy',
    'сайт пример.рф',
    'join t.me.example.io now',
    '(shop.example.com)',
  ]) {
    t.ok(containsLink(text), text);
  }
});

t.test('prose without a link is not held', async (t) => {
  for (const text of [
    'Спасибо за статью. Очень интересно!',
    'Т. е. это было в 1905 г. в Одессе.',
    'Version 2.0 is out... and so on.',
    'Напишите мне: это не ссылка',
    'e.g. the shtetl of Belz',
    'Цена 3.50 руб.',
  ]) {
    t.notOk(containsLink(text), text);
  }
});

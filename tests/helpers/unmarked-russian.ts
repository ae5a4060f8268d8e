/**
 * Russian text an English page does not mark: each text node, and each attribute
 * read out or shown as text, with a Cyrillic letter outside an element whose nearest `lang` is "ru".
 * Read from the server's HTML, as a screen reader or a search engine would meet it.
 */
import { Parser } from 'htmlparser2';

const CYRILLIC = /[\u0400-\u04ff]/;
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
]);
/** Not read as text: the head's `title` (no element can mark part of it) and code. */
const UNREAD = new Set(['title', 'script', 'style', 'template']);
/** Attributes read out or shown as text (`aria-label`s joining an English verb and a title are not). */
const READ_ATTRIBUTES = ['alt', 'title', 'placeholder'];

/** Each Russian text or read attribute of the page outside an element marked `lang="ru"`. */
export function unmarkedRussian(html: string): string[] {
  const open: { name: string; lang: string | undefined; unread: boolean }[] = [];
  const found: string[] = [];
  const where = () =>
    open
      .slice(-3)
      .map((element) => element.name)
      .join(' > ');
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = open.at(-1);
        const element = {
          name,
          lang: attributes.lang ?? parent?.lang,
          unread: (parent?.unread ?? false) || UNREAD.has(name),
        };
        for (const attribute of READ_ATTRIBUTES) {
          const value = attributes[attribute];
          if (value && CYRILLIC.test(value) && element.lang !== 'ru' && !element.unread)
            found.push(`${name}[${attribute}]: ${value}`);
        }
        if (!VOID.has(name)) open.push(element);
      },
      ontext(text) {
        const element = open.at(-1);
        if (element && !element.unread && element.lang !== 'ru' && CYRILLIC.test(text))
          found.push(`${where()}: ${text.trim()}`);
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        const at = open.map((element) => element.name).lastIndexOf(name);
        if (at >= 0) open.length = at;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return found;
}

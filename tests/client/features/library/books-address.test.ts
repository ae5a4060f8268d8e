import t from 'tap';
import { articlesPage, booksLocale, booksSlug } from '../../../../client/features/library/books-address.ts';

const url = (address: string) => new URL(address, 'http://site.test');
const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { status?: number; init?: { status?: number }; headers?: Headers };
  }
  return null;
};

t.test('the language is the one the address names, else Russian', async (t) => {
  t.equal(booksLocale(url('/books?lang=en')), 'en');
  t.equal(booksLocale(url('/books?lang=ru')), 'ru');
  t.equal(booksLocale(url('/books')), 'ru');
});

t.test('the articles page: canonical numbers pass, others redirect, past the end is a 404', async (t) => {
  t.equal(articlesPage(url('/books')), 0);
  t.equal(articlesPage(url('/books?page=3&lang=en')), 3);
  const redirect = thrown(() => articlesPage(url('/books?page=03&lang=en'))) as Response;
  t.equal(redirect.status, 302);
  t.equal(redirect.headers.get('Location'), '/books?lang=en&page=3');
  t.equal((thrown(() => articlesPage(url('/books?page=0'))) as Response).headers.get('Location'), '/books');
  t.equal((thrown(() => articlesPage(url('/books?page=x'))) as Response).headers.get('Location'), '/books');
  t.equal(thrown(() => articlesPage(url('/books?page=5000')))?.init?.status, 404);
});

t.test('a slug that cannot exist is a 404 before any call', async (t) => {
  t.equal(booksSlug('yiddish-greetings'), 'yiddish-greetings');
  t.equal(thrown(() => booksSlug('Bad_Slug'))?.init?.status, 404);
  t.equal(thrown(() => booksSlug(undefined))?.init?.status, 404);
});

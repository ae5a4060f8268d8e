/**
 * The sitemap's reads: a kind's published items cut by id into files of `per_file`, and a
 * file read in pages by id, each item with its translations and last change. Drafts, and chapters
 * of unpublished books, are left out.
 */
import t from 'tap';
import { SitemapEntriesResponse, SitemapFilesResponse } from '../../../shared/schemas/sitemap.ts';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const { app } = await buildTestApi(t, backend);
    const files = async (kind: string, perFile: number) => {
      const response = await app.inject(`/api/sitemap/${kind}?per_file=${perFile}`);
      t.equal(response.statusCode, 200);
      return SitemapFilesResponse.parse(json(response)).files;
    };
    const entries = async (kind: string, after: number, until: number, limit: number) => {
      const response = await app.inject(
        `/api/sitemap/${kind}/entries?after=${after}&until=${until}&limit=${limit}`,
      );
      t.equal(response.statusCode, 200);
      return SitemapEntriesResponse.parse(json(response)).entries;
    };

    t.test('published items split into files of per_file items, by id', async (t) => {
      const all = await files('materials', 1000);
      t.equal(all.length, 1);
      t.equal(all[0]?.count, 5, 'the five published materials, not the draft');
      const small = await files('materials', 2);
      t.same(
        small.map((f) => f.count),
        [2, 2, 1],
      );
      t.ok(
        small.every(
          (f, i) => f.first_id <= f.last_id && (i === 0 || f.first_id > (small[i - 1]?.last_id ?? 0)),
        ),
        'files follow each other without overlap',
      );
      t.match(small[0]?.lastmod, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    });

    t.test('a file is read a page at a time and gives each item its translations', async (t) => {
      const [file] = await files('materials', 1000);
      if (!file) throw new Error('no file');
      const seen: string[] = [];
      let after = file.first_id - 1;
      let pages = 0;
      for (;;) {
        const page = await entries('materials', after, file.last_id, 2);
        if (page.length === 0) break;
        pages += 1;
        t.ok(page.length <= 2);
        seen.push(...page.map((e) => e.slug));
        after = page[page.length - 1]?.id ?? after;
        if (page.length < 2) break;
      }
      t.equal(pages, 3);
      t.equal(seen.length, 5);
      t.notOk(seen.includes('hidden-draft'));
      const proverbs = (await entries('materials', 0, 2_000_000, 1000)).find(
        (e) => e.slug === 'yiddish-proverbs',
      );
      t.same(proverbs?.translations, ['ru'], 'an untranslated material is Russian only');
      const klezmer = (await entries('materials', 0, 2_000_000, 1000)).find(
        (e) => e.slug === 'klezmer-notes',
      );
      t.same(klezmer?.translations, ['ru', 'en']);
    });

    t.test('every kind answers, chapters included', async (t) => {
      for (const kind of ['courses', 'articles', 'places', 'chapters']) {
        const [file] = await files(kind, 1000);
        t.ok(file && file.count > 0, kind);
      }
      t.equal((await app.inject('/api/sitemap/users?per_file=10')).statusCode, 400, 'an unknown kind');
      t.equal((await app.inject('/api/sitemap/materials?per_file=50001')).statusCode, 400, 'over the cap');
      t.equal(
        (await app.inject('/api/sitemap/materials/entries?after=0&until=10&limit=1001')).statusCode,
        400,
        'a page over 1000',
      );
    });
  });
}

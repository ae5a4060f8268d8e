/** Surrogate keys (docs/operations.md#scale-out): what cached pages and answers name in their headers. */
import t from 'tap';
import { SITE_KEY, surrogateHeaders, surrogateKey } from '../../../server/cache/surrogate-keys.ts';

t.test('a tag becomes a key CDNs accept, and every entry carries the site key', async (t) => {
  t.equal(surrogateKey('materials#12'), 'materials#12');
  t.equal(surrogateKey('materials@first-steps'), 'materials@first-steps');
  t.equal(
    surrogateKey('pages@о нас,да'),
    encodeURIComponent('pages@о нас,да'),
    'spaces, commas, non-ASCII encoded',
  );
  t.equal(surrogateKey('*'), SITE_KEY, 'a drop of everything purges the site key');
  const tags = ['materials#12', 'courses@c'];
  const headers = surrogateHeaders(tags);
  t.equal(headers.surrogate, 'site materials#12 courses@c');
  t.equal(headers.cacheTag, 'site,materials#12,courses@c');
  t.equal(surrogateHeaders(tags), headers, 'worked out once per stored entry');
});

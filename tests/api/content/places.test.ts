import t from 'tap';
import { Place, PlacesListResponse } from '../../../shared/schemas/content.ts';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

type PlaceJson = { slug: string; tags: { slug: string; id: number }[] };

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const { app } = await buildTestApi(t, backend);
    const slugsOf = async (url: string) => {
      const response = await app.inject(url);
      t.equal(response.statusCode, 200, url);
      const body = json<{ places: PlaceJson[] }>(response);
      t.ok(PlacesListResponse.safeParse(body).success, `${url} matches its schema`);
      return body.places.map((place) => place.slug);
    };

    t.test('the map list carries each place with its directions', async (t) => {
      const places = json<{ places: PlaceJson[] }>(await app.inject('/api/places?lang=en')).places;
      t.same(
        places.map((p) => [p.slug, p.tags.map((tag) => tag.slug)]),
        [
          ['mount-sinai', ['identity']],
          ['vilnius', ['history', 'literature']],
        ],
      );
      t.match(places[1]?.tags[0], { name: 'History', type: 0, gradient: String, color: String });
    });

    t.test('filters: Tanakh part, any of the directions, named places, combined with AND', async (t) => {
      const tags = json<{ main_tags: { id: number; slug: string }[] }>(
        await app.inject('/api/tags'),
      ).main_tags;
      const id = (slug: string) => tags.find((tag) => tag.slug === slug)?.id;
      t.same(await slugsOf('/api/places?part=torah'), ['mount-sinai']);
      t.same(await slugsOf('/api/places?part=ketuvim'), []);
      t.same(await slugsOf(`/api/places?tags=[${id('literature')}]`), ['vilnius']);
      t.same(await slugsOf(`/api/places?tags=[${id('literature')},${id('identity')}]`), [
        'mount-sinai',
        'vilnius',
      ]);
      t.same(await slugsOf(`/api/places?tags=[${id('music')}]`), []);
      t.same(await slugsOf('/api/places?places=["vilnius","no-such-place"]'), ['vilnius']);
      t.same(await slugsOf(`/api/places?part=torah&tags=[${id('history')}]`), []);
      t.same(await slugsOf(`/api/places?part=torah&tags=[${id('identity')}]`), ['mount-sinai']);
    });

    t.test('a bad filter is a 400 naming the field', async (t) => {
      for (const [url, field] of [
        ['/api/places?part=prophets', 'part'],
        ['/api/places?tags=history', 'tags'],
        ['/api/places?places=["vilnius","vilnius"]', 'places'],
        ['/api/places?places=vilnius', 'places'],
        ['/api/places?places=["Not A Slug"]', 'places'],
        ['/api/places?zoom=3', undefined],
      ] as const) {
        const response = await app.inject(url);
        t.equal(response.statusCode, 400, url);
        if (field) t.match(json(response), { field: new RegExp(field) }, url);
      }
    });

    t.test('a place page: directions, the texts that mention it, nearby places', async (t) => {
      const response = await app.inject('/api/places/vilnius?lang=en');
      t.equal(response.statusCode, 200);
      const place = json<Record<string, unknown>>(response);
      t.ok(Place.safeParse(place).success, 'matches its schema');
      t.same(Object.keys(place).sort(), Object.keys(Place.shape).sort());
      const mentions = place.mentions as Record<string, { slug: string; link?: string }[]>;
      t.same(
        mentions.materials?.map((m) => m.slug),
        ['literature-memory', 'odesa-humour'],
        'in the pack order, drafts left out',
      );
      t.equal(mentions.materials?.[0]?.link, '/en/materials/literature-memory');
      t.same(
        mentions.courses?.map((c) => c.slug),
        ['music-course'],
      );
      t.same(
        mentions.articles?.map((a) => a.slug),
        ['letters-home'],
      );
      const nearby = place.nearby as { slug: string; distance_km: number }[];
      t.same(
        nearby.map((n) => n.slug),
        ['mount-sinai'],
        'the place itself is not its own neighbour',
      );
      t.equal(nearby[0]?.distance_km, 2991, 'great-circle distance in whole km');
      const sinai = json<{ mentions: Record<string, unknown[]> }>(
        await app.inject('/api/places/mount-sinai'),
      );
      t.same(sinai.mentions, { materials: [], courses: [], articles: [] });
    });

    t.test('places in this text: the places a material, course or article mentions', async (t) => {
      t.same(await slugsOf('/api/places/in/materials/literature-memory?lang=en'), ['vilnius']);
      t.same(await slugsOf('/api/places/in/courses/music-course'), ['vilnius']);
      t.same(await slugsOf('/api/places/in/articles/letters-home'), ['vilnius']);
      t.same(await slugsOf('/api/places/in/materials/winter-tree'), [], 'a text naming no place');
      t.same(await slugsOf('/api/places/in/materials/hidden-draft'), [], 'a draft names nothing');
      t.same(await slugsOf('/api/places/in/materials/no-such-material'), []);
      t.equal((await app.inject('/api/places/in/books/shtetl-history')).statusCode, 400);
    });

    t.test('an unknown place is a 404', async (t) => {
      const response = await app.inject('/api/places/no-such-place?lang=en');
      t.equal(response.statusCode, 404);
      t.match(json(response), { error: 'not_found' });
    });
  });
}

import t from 'tap';
import {
  fullSizeUrl,
  placeImageUrl,
  retinaUrl,
  storageUrl,
} from '../../../../client/components/media/storage.ts';

t.test('media paths from the API become /storage addresses', async (t) => {
  t.equal(storageUrl('materials/golem-legend/preview.jpg'), '/storage/materials/golem-legend/preview.jpg');
  t.equal(storageUrl('/team/anna.jpg'), '/storage/team/anna.jpg');
  t.equal(placeImageUrl('vilnius.jpg'), '/storage/place_images/vilnius.jpg');
});

t.test('the @2x variant sits beside the image', async (t) => {
  t.equal(retinaUrl('/storage/courses/a/preview.jpg'), '/storage/courses/a/preview@2x.jpg');
  t.equal(retinaUrl('/storage/noext'), null);
});

t.test('the popup opens the full_ variant of a storage image', async (t) => {
  t.equal(
    fullSizeUrl('/storage/materials/golem-legend/figure-1.jpg'),
    '/storage/materials/golem-legend/full_figure-1.jpg',
  );
  t.equal(
    fullSizeUrl('http://127.0.0.1:3000/storage/books/x/figure.png?v=1', 'http://127.0.0.1:3000'),
    '/storage/books/x/full_figure.png',
  );
});

t.test('anything but a plain storage image file gets no full_ variant', async (t) => {
  for (const src of [
    'https://elsewhere.example/storage/a.jpg',
    'javascript:/storage/a.jpg',
    '//elsewhere.example/storage/a.jpg',
    '/images/a.jpg',
    '/storage/materials/full_a.jpg',
    '/storage/materials/a.svg',
    '/storage/materials/.hidden.jpg',
    '/storage/materials/a%2F..%2Fb.jpg',
  ]) {
    t.equal(fullSizeUrl(src), null, src);
  }
});

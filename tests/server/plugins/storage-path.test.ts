import t from 'tap';
import { isAllowedMediaPath } from '../../../server/plugins/storage.ts';

t.test('media paths with allowed extensions pass', async (t) => {
  t.ok(isAllowedMediaPath('materials/yiddish-alphabet/preview.jpg'));
  t.ok(isAllowedMediaPath('place_images/full_vitebsk.webp'));
  t.ok(isAllowedMediaPath('team/anna@2x.png'));
  t.ok(isAllowedMediaPath('team/voice.mp3'));
});

t.test('traversal, dotfiles, odd characters and other extensions are refused', async (t) => {
  for (const path of [
    '../etc/passwd',
    'a/../../b.jpg',
    '.env',
    'a/.git/config',
    'x.html',
    'x.js',
    'a//b.jpg',
    '',
    'a\\b.jpg',
    'a b.jpg',
    'x.jpg\0.png',
    'materials/',
  ]) {
    t.notOk(isAllowedMediaPath(path), JSON.stringify(path));
  }
});

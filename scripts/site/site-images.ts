/**
 * The site's own share images and logo, drawn once and kept in `client/public/`:
 * `share-{locale}.jpg` (1200x630, the site's tagline on its paper, the `og:image` of the main, list
 * and static pages), `logo.png` (512x512, the emblem, the `Organization` logo in JSON-LD) and the
 * installed site's icons in `icons/` (docs/offline.md#installing: 192 and 512 px, and a maskable one
 * whose emblem sits inside the safe circle on the accent ground).
 * Run `node scripts/site/site-images.ts` after changing the tagline or the emblem.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderShareCard } from '../../api/content-pack/share-card.ts';
import { resources } from '../../shared/i18n/resources.ts';
import { LOCALES } from '../../shared/locales.ts';

const PUBLIC = path.join(import.meta.dirname, '../../client/public');

for (const locale of LOCALES) {
  const site = resources[locale].common.site;
  const bytes = await renderShareCard({ title: site.tagline, caption: site.name });
  await fs.writeFile(path.join(PUBLIC, `share-${locale}.jpg`), bytes);
}
const emblem = await fs.readFile(path.join(PUBLIC, 'favicon.svg'));
await sharp(emblem, { density: 1024 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(path.join(PUBLIC, 'logo.png'));
await fs.mkdir(path.join(PUBLIC, 'icons'), { recursive: true });
for (const size of [192, 512]) {
  await sharp(emblem, { density: 1024 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, 'icons', `icon-${size}.png`));
}
// A maskable icon is cut to any shape inside its middle 80 %: the ground fills the square and the
// emblem's star keeps to the middle 56 %.
const maskable = Buffer.from(
  emblem
    .toString()
    .replace(/<title>.*<\/title>/, '')
    .replace('<rect x="1" y="1" width="34" height="34" rx="8"', '<rect x="0" y="0" width="36" height="36"')
    .replace('<path', '<g transform="translate(18 18) scale(0.72) translate(-18 -18)"><path')
    .replace('</svg>', '</g></svg>'),
);
await sharp(maskable, { density: 1024 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(path.join(PUBLIC, 'icons', 'icon-maskable-512.png'));
console.log('client/public: share-ru.jpg, share-en.jpg, logo.png, icons/icon-{192,512,maskable-512}.png');

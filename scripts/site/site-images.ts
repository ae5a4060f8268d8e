/**
 * The site's own share images and logo, drawn once and kept in `client/public/`:
 * `share-{locale}.jpg` (1200x630, the site's tagline on its paper, the `og:image` of the main, list
 * and static pages) and `logo.png` (512x512, the emblem, the `Organization` logo in JSON-LD).
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
console.log('client/public: share-ru.jpg, share-en.jpg, logo.png');

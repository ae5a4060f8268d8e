/**
 * The web app manifest of each language (docs/offline.md#installing): `/ru/manifest.webmanifest` and
 * `/en/manifest.webmanifest`, named in the page's head, so a phone can put the site on its home
 * screen under the name of the reader's language and open it at that language's main page. The
 * site never asks to be installed; the browser offers it where it does.
 */
import type { FastifyInstance } from 'fastify';
import { resources } from '../../shared/i18n/resources.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';

/** The paper ground of docs/product.md#visual-language: the splash screen and the window's frame. */
const PAPER = '#faf6ef';

export function webManifest(locale: Locale) {
  const site = resources[locale].common.site;
  return {
    id: `/${locale}`,
    name: site.name,
    short_name: site.name,
    description: site.tagline,
    lang: locale,
    dir: 'ltr',
    start_url: `/${locale}`,
    scope: '/',
    display: 'standalone',
    background_color: PAPER,
    theme_color: PAPER,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function webManifests(app: FastifyInstance) {
  for (const locale of LOCALES) {
    const body = JSON.stringify(webManifest(locale));
    app.get(`/${locale}/manifest.webmanifest`, (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(body),
    );
  }
}

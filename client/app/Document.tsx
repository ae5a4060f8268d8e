import type { ReactNode } from 'react';
import { COMFORT_SCRIPT_ID, type Comfort, comfortAttributes, THEME_COLORS } from '../../shared/comfort.ts';
import type { Locale } from '../../shared/locales.ts';
import { shownComfort } from '../data/comfort.ts';
import sansRegular from '../fonts/da-sans-400.woff2?url';
import sansBold from '../fonts/da-sans-700.woff2?url';
import serifBold from '../fonts/da-serif-700.woff2?url';
import { PAYLOAD_ELEMENT_ID, useSsr } from '../runtime/ssr-context.ts';

export function Document({
  locale,
  comfort,
  children,
}: {
  locale: Locale;
  comfort: Comfort;
  children: ReactNode;
}) {
  const { assets, payloadJson, nonce, comfortScript } = useSsr();
  // In the browser the page shows what the comfort script or the reader's latest choice wrote: a page
  // from the page cache was rendered with none (docs/architecture.md#reading-comfort), and React
  // would otherwise add a second set of theme-color tags beside the ones the script changed.
  const shown = typeof document === 'undefined' ? comfort : shownComfort();
  const chosen = shown.theme ? THEME_COLORS[shown.theme] : null;
  return (
    <html lang={locale} dir="ltr" {...comfortAttributes(shown)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* The browser's bars follow the system's scheme until the reader chooses a theme. */}
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={chosen ?? THEME_COLORS.light}
        />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={chosen ?? THEME_COLORS.dark} />
        {/* Before the body is parsed, so the first paint is in the reader's theme (no flash): fixed
            text, allowed by its hash in the CSP (server/render/csp.ts). */}
        <script
          id={COMFORT_SCRIPT_ID}
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: comfortScript ?? '' }}
        />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installed site's name and icons in the page's language (docs/offline.md#installing). */}
        <link rel="manifest" href={`/${locale}/manifest.webmanifest`} />
        {/* The faces every first screen draws: the body text's, the headings' and the buttons' (the
            cookie notice's among them). The buttons' swapping in late rewrapped rows of buttons and
            shifted the page (docs/testing.md#benchmarks). */}
        {[sansRegular, serifBold, sansBold].map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {/* With a precedence React writes the stylesheet right after the font and image preloads;
            without one it came last in the head (docs/testing.md#benchmarks). */}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="site" />
        ))}
      </head>
      <body>
        {children}
        <script
          type="application/json"
          id={PAYLOAD_ELEMENT_ID}
          // Not executable (type application/json), and escaped by escapeJsonForHtml on the server.
          dangerouslySetInnerHTML={{ __html: payloadJson }}
        />
        {/* The scripts load once the first frame is painted (client/boot.ts), so on a slow link they
            don't compete with the stylesheet, the fonts and the first picture. A module script runs
            after the document is parsed, so the payload above is there to read. */}
        <script
          type="module"
          src={assets.boot}
          data-entry={assets.entry}
          data-preloads={assets.modulePreloads.join(' ')}
          fetchPriority="low"
          nonce={nonce}
        />
      </body>
    </html>
  );
}

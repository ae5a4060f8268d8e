import type { ReactNode } from 'react';
import type { Locale } from '../../shared/locales.ts';
import sansRegular from '../fonts/da-sans-400.woff2?url';
import serifBold from '../fonts/da-serif-700.woff2?url';
import { PAYLOAD_ELEMENT_ID, useSsr } from '../runtime/ssr-context.ts';

export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { assets, payloadJson, nonce } = useSsr();
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf6ef" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installed site's name and icons in the page's language (docs/offline.md#installing). */}
        <link rel="manifest" href={`/${locale}/manifest.webmanifest`} />
        {/* The body text's face and the headings': the two every first screen draws (docs/testing.md#benchmarks). */}
        {[sansRegular, serifBold].map((font) => (
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

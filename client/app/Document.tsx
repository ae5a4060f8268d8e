import type { ReactNode } from 'react';
import type { Locale } from '../../shared/locales.ts';
import { PAYLOAD_ELEMENT_ID, useSsr } from './ssr-context.ts';

export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { assets, payloadJson } = useSsr();
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf6ef" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
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
      </body>
    </html>
  );
}

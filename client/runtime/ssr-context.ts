/**
 * What the document needs from outside React: the built assets and the serialized hydration payload.
 * The server fills it per render; the browser reads it back from the payload element, so both render
 * the same `<head>` and the same payload text (no hydration mismatch).
 */
import { createContext, useContext } from 'react';
import type { FragmentRecorder } from './fragments/recorder.ts';

export interface PageAssets {
  /** The module script at the end of the document's body: it loads the rest after the first paint. */
  boot: string;
  /** The client entry module, which hydrates the document. */
  entry: string;
  stylesheets: string[];
  modulePreloads: string[];
}

export interface SsrPayload {
  assets: PageAssets;
  hydration: unknown;
}

export interface SsrContextValue {
  assets: PageAssets;
  /** The payload as JSON text, escaped for a `<script type="application/json">` element. */
  payloadJson: string;
  /** The response's CSP nonce, on pages rendered per request (a page cached whole has none). */
  nonce?: string;
  /** The server's block store for this render (`fragments/`); absent in the browser and when streaming. */
  fragments?: FragmentRecorder;
  /** The comfort script's text (`shared/comfort-script.ts`): the browser reads it back from the page. */
  comfortScript?: string;
}

export const PAYLOAD_ELEMENT_ID = '__ssr';

export const SsrContext = createContext<SsrContextValue>({
  assets: { boot: '', entry: '', stylesheets: [], modulePreloads: [] },
  payloadJson: '{}',
});

export function useSsr(): SsrContextValue {
  return useContext(SsrContext);
}

/** JSON safe inside a script element: no `</script>`, no HTML comment openers, no line separators. */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

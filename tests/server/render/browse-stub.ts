/**
 * A stand-in content API for the browse tests that need answers the demo content cannot give: a
 * static page with content images and a text-with-icon, a Russian fallback, or calls that fail.
 * Each route answers what the test put in `answers` (by path without query), anything else 404.
 */
import { createServer, type Server } from 'node:http';

export interface StubApi {
  url: string;
  answers: Map<string, { status: number; body: unknown }>;
  /** Paths requested so far, without their query. */
  seen: string[];
  close(): Promise<void>;
}

export async function startStubApi(): Promise<StubApi> {
  const answers = new Map<string, { status: number; body: unknown }>();
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    seen.push(path);
    const answer = answers.get(path) ?? { status: 404, body: { error: 'not_found', message: 'Not found' } };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function staticPage(slug: string, title: string, content: string, fallback = false) {
  return {
    slug,
    title,
    content,
    content_locale: fallback ? 'ru' : 'en',
    fallback,
    translations: fallback ? ['ru'] : ['ru', 'en'],
    updated_at: '2025-01-02T10:00:00Z',
  };
}

/**
 * Load shedding answers 503 when the event loop stalls, and on a shared two-core machine the demo
 * import alone can stall it; the browse tests are about pages, so it is off (it has its own tests).
 */
export const BROWSE_SITE_ENV = { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } as const;

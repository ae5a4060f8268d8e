/**
 * The bare baseline of `npm run bench` (docs/testing.md#benchmarks), a process of its own
 * (`processes.ts`): `node bench/bare-server.ts <site origin>` reads the site's `/ru` as the page cache
 * answers it without compression (status, header lines in order, body) and then sends exactly those
 * bytes to every request from `node:http` alone. So the cached page's ratio to it is what serving a hit
 * costs beyond Node's HTTP server, and nothing the site's process does weighs on the baseline.
 */
import { createServer, request } from 'node:http';
import { serveBaseline } from './processes.ts';

/** The headers Node's HTTP server adds itself. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface CapturedPage {
  status: number;
  lines: string[];
  body: Buffer;
}

/** A page as the site answered it: status, header lines in order (Node's own left out), body. */
export function capture(url: string): Promise<CapturedPage> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'identity' }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i] as string;
          if (!NODE_OWN_HEADERS.has(name.toLowerCase())) lines.push(name, res.rawHeaders[i + 1] as string);
        }
        resolve({ status: res.statusCode ?? 0, lines, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The cached page: asked again until the page cache answers it (`X-Cache: HIT`). */
export async function captureHit(url: string): Promise<CapturedPage> {
  let page = await capture(url);
  for (let i = 0; i < 20 && !page.lines.includes('HIT'); i += 1) page = await capture(url);
  if (page.status !== 200 || !page.lines.includes('HIT')) {
    throw new Error(`${url} answered ${page.status} without a page-cache hit: no bare baseline`);
  }
  return page;
}

if (import.meta.main) {
  const [origin, pathname = '/ru'] = process.argv.slice(2);
  if (!origin) {
    console.error('usage: node bench/bare-server.ts <site origin> [path]');
    process.exit(1);
  }
  const { status, lines, body } = await captureHit(`${origin}${pathname}`);
  const server = createServer((_request, response) => {
    response.writeHead(status, lines);
    response.end(body);
  });
  serveBaseline(server);
}

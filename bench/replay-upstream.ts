/**
 * The signed-in row's upstream: a small HTTP server in the bench's own process, in
 * front of the bench server's content API, that asks the API once per GET (method, address and
 * `Authorization`, so each reader's answers stay that reader's) and then answers the same bytes from
 * memory; anything else goes through every time. A signed-in page's two calls with the reader's token
 * are answered by the database on every request, and on PGlite they cost the API more than the page
 * costs the web tier: with them replayed, the web-only server is the one thing working, and its CPU per
 * page is what one web core carries. Used by `run.ts` only; the site never runs it.
 */
import { createServer, type IncomingHttpHeaders, request } from 'node:http';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface ReplayUpstream {
  url: string;
  close(): Promise<void>;
}

export async function startReplayUpstream(target: string): Promise<ReplayUpstream> {
  const answers = new Map<string, Answer>();
  const server = createServer((incoming, outgoing) => {
    const key = `${incoming.url} ${incoming.headers.authorization ?? ''}`;
    const known = incoming.method === 'GET' ? answers.get(key) : undefined;
    if (known) {
      outgoing.writeHead(known.status, known.headers);
      outgoing.end(known.body);
      return;
    }
    const sent: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => sent.push(chunk));
    incoming.on('end', () => {
      const upstream = request(
        `${target}${incoming.url}`,
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => body.push(chunk));
          answer.on('end', () => {
            const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...headers } = answer.headers;
            const replayed: Answer = {
              status: answer.statusCode ?? 502,
              headers: { ...headers, 'content-length': String(Buffer.concat(body).length) },
              body: Buffer.concat(body),
            };
            if (incoming.method === 'GET' && replayed.status < 500) answers.set(key, replayed);
            outgoing.writeHead(replayed.status, replayed.headers);
            outgoing.end(replayed.body);
          });
        },
      );
      upstream.on('error', () => {
        outgoing.writeHead(502);
        outgoing.end();
      });
      upstream.end(Buffer.concat(sent));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

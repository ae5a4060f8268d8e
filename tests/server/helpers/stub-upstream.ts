/**
 * A controllable content API on loopback for the web tier's tests: it answers the contract's paths
 * with schema-valid fixtures, logs every request it sees, and injects faults on demand (down, slow,
 * hanging, 5xx, malformed or oversized answers). With an Authorization header it answers per-user
 * data marked with a canary, as a personalised upstream would.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import { courseAnswer, materialAnswer, materialsListAnswer, searchAnswer, tagsAnswer } from './fixtures.ts';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Fault =
  | { kind: 'none' }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'not-json' }
  | { kind: 'huge' }
  | { kind: 'hang' }
  | { kind: 'delay'; ms: number };

export class StubUpstream {
  readonly requests: StubRequest[] = [];
  fault: Fault = { kind: 'none' };
  /** The "database": material slug → title, in list order. */
  readonly titles = new Map<string, string>([
    ['yiddish-alphabet', 'Алфавит идиша'],
    ['tevye-and-his-daughters', 'Тевье и его дочери'],
  ]);
  tagsVersion = 1;
  /** When set, every editors'-HTML field and search snippet of the answers is this (R5 tests). */
  editorHtml: string | null = null;
  readonly likes = new Map<number, number>();
  #server: Server;
  #sockets = new Set<Socket>();
  #port = 0;

  private constructor() {
    this.#server = this.#createServer();
  }

  static async start(): Promise<StubUpstream> {
    const stub = new StubUpstream();
    await stub.#listen(0);
    return stub;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** Requests seen for a path prefix (and method). */
  count(prefix: string, method = 'GET'): number {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(prefix)).length;
  }

  /** Stops listening and drops every connection: new calls are refused. */
  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Listens again on the same port (the upstream came back). */
  async restart(): Promise<void> {
    this.#server = this.#createServer();
    await this.#listen(this.#port);
  }

  async #listen(port: number) {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', () => resolve()));
    const address = this.#server.address();
    this.#port = typeof address === 'object' && address ? address.port : 0;
  }

  #createServer(): Server {
    const server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => this.#handle(request, response, body));
    });
    server.on('connection', (socket) => {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
    return server;
  }

  #handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const url = new URL(request.url ?? '/', 'http://stub');
    this.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    });
    const fault = this.fault;
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(text);
    };
    switch (fault.kind) {
      case 'hang':
        return;
      case 'status':
        return send(fault.status, { error: 'internal_error', message: 'SELECT * FROM secrets at db.ts:12' });
      case 'not-json':
        return send(200, '<html>proxy error</html>');
      case 'huge':
        return send(200, { main_tags: [], additional_tags: [], padding: 'x'.repeat(20 * 1024 * 1024) });
      case 'delay':
        setTimeout(() => this.#answer(request, url, body, send), fault.ms);
        return;
      default:
        return this.#answer(request, url, body, send);
    }
  }

  #answer(
    request: IncomingMessage,
    url: URL,
    _body: string,
    send: (status: number, payload: unknown, headers?: Record<string, string>) => void,
  ) {
    const path = url.pathname;
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    const personal = token ? { 'set-cookie': `canary=${token}`, 'x-user': token } : undefined;
    const mark = (title: string) => (token ? `${title} CANARY-${token}` : title);
    const malformed = this.fault.kind === 'malformed';
    if (request.method === 'GET') {
      if (path === '/readyz') return send(200, { status: 'ready' });
      if (path === '/api/tags') return send(200, tagsAnswer(this.tagsVersion));
      if (path === '/api/materials') {
        const titles = new Map([...this.titles].map(([slug, title]) => [slug, mark(title)]));
        return send(200, materialsListAnswer(titles), personal);
      }
      const item = /^\/api\/materials\/([a-z0-9-]+)$/.exec(path);
      if (item?.[1]) {
        const slug = item[1];
        const title = this.titles.get(slug);
        if (title === undefined) return send(404, { error: 'not_found', message: 'Nothing here' });
        const id = [...this.titles.keys()].indexOf(slug) + 1;
        const answer = materialAnswer(id, slug, mark(title), this.likes.get(id) ?? 0);
        if (this.editorHtml !== null) {
          answer.author_info = this.editorHtml;
          answer.chapters = answer.chapters.map((chapter) => ({
            ...chapter,
            content: this.editorHtml ?? '',
          }));
        }
        return send(200, malformed ? { ...answer, title: { x: 1 } } : answer, personal);
      }
      const course = /^\/api\/courses\/([a-z0-9-]+)$/.exec(path);
      if (course?.[1]) return send(200, courseAnswer(1, course[1], mark('Курс')), personal);
      if (path === '/api/search') {
        const answer = searchAnswer(url.searchParams.get('query') ?? '');
        if (this.editorHtml !== null)
          answer.search_materials = answer.search_materials.map((hit) => ({
            ...hit,
            searchsnippet: this.editorHtml ?? '',
          }));
        return send(200, answer);
      }
    }
    if (request.method === 'POST') {
      const like = /^\/api\/([a-z]+)\/(\d+)\/increase-likes$/.exec(path);
      if (like?.[2]) {
        const id = Number(like[2]);
        this.likes.set(id, (this.likes.get(id) ?? 0) + 1);
        return send(200, { success: true, like_count: this.likes.get(id) });
      }
      if (/^\/api\/[a-z]+\/[a-z0-9-]+\/increase-share$/.test(path)) {
        return send(200, { success: true, share_count: 1 });
      }
    }
    return send(404, { error: 'not_found', message: 'Nothing here' });
  }
}

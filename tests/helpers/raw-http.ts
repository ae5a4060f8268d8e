/** A request over real HTTP that keeps what a visitor gets: status, header lines in order, body bytes. */
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  lines: Array<[string, string]>;
  body: Buffer;
}

/** One request on a connection of its own (`agent: false`), so its answer says `Connection: close`. */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const lines: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          lines.push([res.rawHeaders[i] as string, res.rawHeaders[i + 1] as string]);
        }
        resolve({ status: res.statusCode ?? 0, lines, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A header's first value, by name in any case. */
export function rawHeader(answer: RawAnswer, name: string): string | undefined {
  return answer.lines.find(([key]) => key.toLowerCase() === name)?.[1];
}

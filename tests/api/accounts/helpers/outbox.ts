/**
 * Reads the mails the API wrote to `DATA_DIR/outbox` (outbox mode): the .eml files nodemailer made,
 * decoded enough to read the recipient, the subject and the text part, and to find the link.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link to the site in the text part. */
  link: string;
}

/** RFC 2047 words; adjacent ones are joined as bytes first, since a character may span two. */
function decodeWords(value: string): string {
  return value.replace(/(=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes: Buffer[] = [];
    for (const [, encoding = 'B', data = ''] of run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)) {
      bytes.push(
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            ),
      );
    }
    return Buffer.concat(bytes).toString('utf8');
  });
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export function parseEml(raw: string, file = ''): OutboxMail {
  const split = raw.indexOf('\n\n');
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split + 2);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  let text = '';
  let html = '';
  for (const part of parts) {
    const cut = part.replace(/^\r?\n/, '').indexOf('\n\n');
    const trimmed = part.replace(/^\r?\n/, '');
    const partHeaders = headersOf(trimmed.slice(0, cut));
    const content = decodeBody(trimmed.slice(cut + 2), partHeaders.get('content-transfer-encoding'));
    if (partHeaders.get('content-type')?.startsWith('text/plain')) text = content;
    if (partHeaders.get('content-type')?.startsWith('text/html')) html = content;
  }
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  return {
    file,
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    html,
    link,
  };
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(names.map(async (name) => parseEml(await readFile(path.join(dir, name), 'utf8'), name)));
}

/** Waits (up to 5 s) for the `count`-th mail to this address and returns the newest one. */
export async function waitForMail(dataDir: string, to: string, count = 1): Promise<OutboxMail> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = (await readOutbox(dataDir)).filter((mail) =>
      mail.to.toLowerCase().includes(to.toLowerCase()),
    );
    const mail = mails[count - 1];
    if (mail) return mail;
    await sleep(50);
  }
  throw new Error(`no mail number ${count} to ${to} in the outbox`);
}

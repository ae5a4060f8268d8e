/**
 * Media at /storage/* (docs/rules.md R20): one fixed root, decoded once; no `..`, encoded separators,
 * backslashes, NUL or dotfiles; only the media extensions we publish; correct types with nosniff;
 * SVG sandboxed. Media names are not hashed, so they are cached for a day, not forever.
 */
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const MEDIA_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'webp',
  'gif',
  'avif',
  'svg',
  'mp3',
  'ogg',
  'm4a',
] as const;
const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.@-]{0,199}$/;

/** Whether a path under the media root (already decoded once) may be served. */
export function isAllowedMediaPath(relative: string): boolean {
  if (relative.length === 0 || relative.length > 512) return false;
  const segments = relative.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..'))) return false;
  const extension = relative.slice(relative.lastIndexOf('.') + 1).toLowerCase();
  return (MEDIA_EXTENSIONS as readonly string[]).includes(extension);
}

export async function storage(app: FastifyInstance, { mediaDir }: { mediaDir: string }) {
  await mkdir(mediaDir, { recursive: true });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/storage/')) return;
    const raw = request.url.slice('/storage/'.length).split('?')[0] ?? '';
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return reply.code(404).send();
    }
    // A second layer of encoding (%252e) or an encoded separator inside a segment is refused outright.
    // Like any miss under /storage/, a bare 404 (`errors.ts`): no body a scanner could learn from.
    if (/%|\\|\0/.test(decoded) || /%2f|%5c/i.test(raw) || !isAllowedMediaPath(decoded)) {
      return reply.code(404).send();
    }
  });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/storage/',
    index: false,
    list: false,
    dotfiles: 'deny',
    decorateReply: false,
    maxAge: '1d',
    setHeaders(reply, filePath) {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (filePath.endsWith('.svg')) reply.header('Content-Security-Policy', "sandbox; default-src 'none'");
    },
  });
}

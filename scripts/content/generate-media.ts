/**
 * `node scripts/content/generate-media.ts [--force] [pack-dir]`: draws every media file the demo
 * content pack references that is missing from `<pack>/media/` (all of them with --force). Drawings
 * are seeded by their path, so a rerun writes the same bytes. Greetings are spoken by espeak-ng.
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCli } from '../../api/cli/run.ts';
import { INSTALL_HINT, speak, speechTools } from './media/audio.ts';
import { draw } from './media/draw.ts';
import { tagColours } from './media/palette.ts';
import { toJpeg } from './media/render.ts';
import { type MediaTarget, scanPack } from './media/scan.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function folderSize(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    files += 1;
  }
  return { bytes, files };
}

export async function generate(packDir: string, force: boolean, log: (line: string) => void = console.log) {
  const mediaDir = path.join(packDir, 'media');
  const targets = await scanPack(packDir);
  const tags = tagColours(JSON.parse(await readFile(path.join(packDir, 'tags.json'), 'utf8')));
  let written = 0;
  let skipped = 0;
  const scenes = new Map<string, number>();
  const audio: MediaTarget[] = [];
  const queue = targets.filter((t) => t.kind !== 'audio');
  const work = async (target: MediaTarget) => {
    const outputs = [{ file: target.file, width: target.width, height: target.height }, ...target.variants];
    const missing = [];
    for (const o of outputs) if (force || !(await exists(path.join(mediaDir, o.file)))) missing.push(o);
    skipped += outputs.length - missing.length;
    if (missing.length === 0) return;
    const { canvas, scene } = draw(target, tags);
    scenes.set(scene, (scenes.get(scene) ?? 0) + 1);
    for (const o of missing) {
      const file = path.join(mediaDir, o.file);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await toJpeg(canvas, o.width, o.height));
      written += 1;
    }
  };
  const lanes = Array.from({ length: 4 }, async () => {
    for (let t = queue.shift(); t; t = queue.shift()) await work(t);
  });
  await Promise.all(lanes);
  for (const t of targets.filter((x) => x.kind === 'audio')) {
    if (await exists(path.join(mediaDir, t.file))) {
      skipped += 1;
      continue;
    }
    audio.push(t);
  }
  if (audio.length > 0) {
    if (await speechTools()) {
      for (const t of audio) {
        const file = path.join(mediaDir, t.file);
        await mkdir(path.dirname(file), { recursive: true });
        await speak(t.subject, file);
        written += 1;
      }
    } else {
      log(
        `${audio.length} greeting(s) missing; espeak-ng and lame are needed to speak them: ${INSTALL_HINT}`,
      );
    }
  }
  if (scenes.size > 0)
    log(
      `drawn: ${[...scenes]
        .sort((x, y) => y[1] - x[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  const size = await folderSize(mediaDir);
  log(
    `media: ${written} written, ${skipped} already present; ${size.files} files, ${(size.bytes / 1048576).toFixed(1)} MB in ${path.relative(root, mediaDir)}`,
  );
  return { written, skipped, ...size };
}

if (import.meta.main) {
  await runCli('generate-media', async () => {
    const args = process.argv.slice(2);
    const force = args.includes('--force');
    const dir = args.find((a) => !a.startsWith('--')) ?? path.join(root, 'content', 'demo');
    await generate(path.resolve(dir), force);
    return 0;
  });
}

/**
 * Spoken greetings for the team cards: espeak-ng reads the text with a Russian voice and lame encodes
 * mono MP3 at 48 kbps. The MP3 files are kept in the pack, so only whoever regenerates them needs the
 * two Debian packages.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const INSTALL_HINT = 'apt-get update && apt-get install -y espeak-ng lame';

/** Greetings by team member slug, with the espeak-ng voice that reads each. */
export const GREETINGS: Record<string, { voice: string; text: string }> = {
  'olga-berman': {
    voice: 'ru+f3',
    text: 'Здравствуйте! Меня зовут Ольга Берман, я руковожу этим проектом. Читайте, спорьте, задавайте вопросы — и приводите с собой учеников.',
  },
  'ilya-sandler': {
    voice: 'ru',
    text: 'Шолем-алейхем! Я Илья Сандлер, главный редактор. Если найдёте ошибку — напишите нам, мы будем благодарны.',
  },
};

async function available(command: string): Promise<boolean> {
  return run(command, ['--version']).then(
    () => true,
    () => false,
  );
}

export async function speechTools(): Promise<boolean> {
  return (await available('espeak-ng')) && (await available('lame'));
}

export async function speak(slug: string, outFile: string): Promise<void> {
  const greeting = GREETINGS[slug];
  if (!greeting) throw new Error(`no greeting text for team member "${slug}"`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'greeting-'));
  try {
    const wav = path.join(dir, 'speech.wav');
    await run('espeak-ng', ['-v', greeting.voice, '-s', '150', '-p', '45', '-w', wav, greeting.text]);
    await run('lame', ['--quiet', '-m', 'm', '-b', '48', '--noreplaygain', wav, outFile]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The real machine for the set-up of `npm test` (`setup.ts`): PATH, child processes, the clock. */
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Host } from './setup.ts';

export const machine: Host = {
  root: process.getuid?.() === 0,
  async which(command) {
    for (const folder of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
      const file = path.join(folder, command);
      if (
        await access(file, constants.X_OK).then(
          () => true,
          () => false,
        )
      )
        return file;
    }
    return undefined;
  },
  run(argv) {
    return new Promise((resolve) => {
      const [command = '', ...args] = argv;
      // apt-get asks no question: it installs with the packages' defaults.
      const child = spawn(command, args, {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const keep = (chunk: Buffer) => {
        output += chunk.toString();
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', (error) => resolve({ code: 127, output: error.message }));
      child.on('close', (code) => resolve({ code: code ?? 1, output }));
    });
  },
  pause: (ms) => sleep(ms),
};

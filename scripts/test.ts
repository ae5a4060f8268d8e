/**
 * `npm test`: makes the machine ready (`test/setup.ts`: Chromium, fonts, PostgreSQL, Redis), builds if
 * needed, then every test: the static checks (the type checker and the linter,
 * one test each), unit and integration (tap, on PGlite and, when DATABASE_URL is set, on PostgreSQL
 * too), then the browser tests (tap driving Chromium through playwright-core). Ends with one line,
 * `N passed, N failed`, counting every test that ran.
 */
import { spawn } from 'node:child_process';
import { globSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './ensure-build.ts';
import { machine } from './test/host.ts';
import { type Half, prepare } from './test/setup.ts';

const root = path.resolve(import.meta.dirname, '..');
const tapBin = path.join(root, 'node_modules', 'tap', 'dist', 'esm', 'run.mjs');

interface Counts {
  passed: number;
  failed: number;
}

/**
 * Counts the test points one level inside each file (a file's own `t.test` blocks). A file that fails
 * without reporting any of them (it crashed on load) counts as one failed test.
 */
export function countTap(output: string): Counts {
  const counts: Counts = { passed: 0, failed: 0 };
  let fileFailedInside = 0;
  for (const line of output.split('\n')) {
    const inner = /^ {4}(not )?ok \d+ /.exec(line);
    if (inner) {
      if (inner[1]) {
        counts.failed += 1;
        fileFailedInside += 1;
      } else counts.passed += 1;
      continue;
    }
    const outer = /^(not )?ok \d+ /.exec(line);
    if (outer) {
      if (outer[1] && fileFailedInside === 0) counts.failed += 1;
      fileFailedInside = 0;
    }
  }
  return counts;
}

function runTap(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; counts: Counts }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tapBin, '--reporter=tap', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, counts: countTap(output) }));
  });
}

const NO_RUN = { code: 0, counts: { passed: 0, failed: 0 } };

/** One static check as one test: it passes when the tool exits 0. */
function runCheck(name: string, bin: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', bin), ...args], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => {
      console.log(`${code === 0 ? 'ok' : 'not ok'} - ${name}`);
      resolve(code === 0);
    });
  });
}

async function staticChecks(): Promise<{ code: number; counts: Counts }> {
  const passes = [
    await runCheck('the type checker finds no error', 'typescript/bin/tsc', ['--noEmit', '-p', '.']),
    await runCheck('the linter and formatter find nothing', '@biomejs/biome/bin/biome', ['check', '.']),
  ];
  const failed = passes.filter((passed) => !passed).length;
  return { code: failed ? 1 : 0, counts: { passed: passes.length - failed, failed } };
}

/** Stands for the browser half when there is no Chromium to run it: one failed test saying why. */
function noBrowser(): { code: number; counts: Counts } {
  console.log('not ok - the browser tests did not run: no Chromium (see the set-up lines above)');
  return { code: 1, counts: { passed: 0, failed: 1 } };
}

/**
 * `--only=unit` or `--only=browser` runs one half (`npm run test:unit`, `npm run test:browser`);
 * `--setup-only` makes the machine ready, says what it did, and runs no test.
 */
async function main() {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const halves: Half[] = only === 'unit' || only === 'browser' ? [only] : ['unit', 'browser'];
  const ready = await prepare(machine, process.env, halves, (line) => console.log(`set-up: ${line}`));
  if (process.argv.includes('--setup-only')) return;
  await ensureBuild();
  const env = { ...ready.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };
  const checks = only === 'browser' ? NO_RUN : await staticChecks();
  const unit = only === 'browser' ? NO_RUN : await runTap([], env);
  // Named one by one: given a folder, tap would also run the browser tests' helper modules.
  const browserFiles = globSync('tests/browser/**/*.test.ts', { cwd: root }).sort();
  const browser =
    only === 'unit'
      ? NO_RUN
      : ready.chromium
        ? await runTap(['--jobs=2', '--timeout=300', '--exclude=', ...browserFiles], env)
        : noBrowser();
  const runs = [checks, unit, browser];
  const passed = runs.reduce((sum, run) => sum + run.counts.passed, 0);
  const failed = runs.reduce((sum, run) => sum + run.counts.failed, 0);
  const ok = runs.every((run) => run.code === 0) && failed === 0;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

if (import.meta.main) await main();

/**
 * The command-line tools: a failure is one line on stderr naming the tool and what went
 * wrong, with a non-zero exit code and no stack trace; and a tool's bulk statements run under the
 * tools' own timeout, not the 2 s a request gets (DB_STATEMENT_TIMEOUT_MS).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import t from 'tap';
import { createPostgresCopy } from '../../helpers/api/fixture-db.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function tool(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
  });
}

/** Checks that stderr is one line beginning with `prefix`, with no stack trace. */
function oneLine(stderr: string, prefix: string): boolean {
  const lines = stderr.split('\n').filter(Boolean);
  return lines.length === 1 && stderr.startsWith(prefix) && !/\n\s+at /.test(stderr);
}

t.test('an unreachable database is one line, exit code 1', async (t) => {
  const result = await tool('api/cli/synth.ts', ['--materials', '10'], {
    DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/none',
  });
  t.equal(result.code, 1);
  t.ok(oneLine(result.stderr, 'content:synth: '), `one line: ${result.stderr}`);
  t.match(result.stderr, /ECONNREFUSED/, 'with the reason');
});

t.test('a bad configuration is one line, exit code 1', async (t) => {
  const result = await tool('api/cli/migrate.ts', [], { DB_POOL_SIZE: 'many' });
  t.equal(result.code, 1);
  t.ok(
    oneLine(result.stderr, 'db:migrate: invalid API configuration: DB_POOL_SIZE'),
    `one line: ${result.stderr}`,
  );
});

t.test('a missing content pack is one line for the media generator too', async (t) => {
  const result = await tool('scripts/content/generate-media.ts', ['/nonexistent-pack'], {});
  t.equal(result.code, 1);
  t.ok(oneLine(result.stderr, 'generate-media: ENOENT'), `one line: ${result.stderr}`);
});

t.test('a bad argument is one line, exit code 2', async (t) => {
  const result = await tool('api/cli/synth.ts', ['--materials', 'lots'], {});
  t.equal(result.code, 2);
  t.ok(
    oneLine(result.stderr, 'content:synth: --materials expects a whole number'),
    `one line: ${result.stderr}`,
  );
});

// On PostgreSQL only, where the statement timeout exists (the suite runs it where DATABASE_URL is set).
if (process.env.DATABASE_URL) {
  t.test("postgres: a tool's bulk statements are not bound by the request statement timeout", async (t) => {
    const copy = await createPostgresCopy(process.env.DATABASE_URL as string);
    t.teardown(copy.drop);
    // 2 000 materials take statements of about 1 s here; a request would get 100 ms.
    const result = await tool('api/cli/synth.ts', ['--materials', '2000'], {
      DATABASE_URL: copy.url,
      DB_STATEMENT_TIMEOUT_MS: '100',
    });
    t.equal(result.code, 0, result.stderr);
    t.match(result.stdout, /synthetic corpus ready/);
  });
}

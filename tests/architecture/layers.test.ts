/**
 * The floors point one way (docs/architecture.md#folders-and-floors): `shared/` is code both sides run,
 * so it imports nothing from the browser's `client/`, the web tier's `server/` or the content API's
 * `api/`; the web tier's stores and keys (`server/cache/`) stand below page serving, rendering and the
 * gateway; its session and social sign-in are two features side by side, neither reaching into the
 * other; the browser's floors go ui, runtime, data, components, features, pages, app, each importing
 * only those below it; the API's domain folders are peers, and its HTTP and shared-SQL floors serve
 * them all without importing one. The accounts domain keeps SQL in its repositories and HTTP in its
 * route layer. No two files of `client/` import each other.
 * Every import is read by the parser Vite builds with (oxc): static, dynamic and re-exports alike,
 * types included.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { parseSync } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Rule {
  from: string;
  /** Folders (relative to the repository) the `from` folder must not import. */
  forbidden: string[];
}

/** The browser's floors, bottom first: each imports nothing of those above it. */
const CLIENT_FLOORS = ['ui', 'runtime', 'data', 'components', 'features', 'pages', 'app'];

/** The API's domain folders: peers that never import one another. */
const API_DOMAINS = [
  'accounts',
  'access',
  'chat',
  'content',
  'educators',
  'engagement',
  'follows',
  'lesson-sets',
  'moderation',
  'profile',
  'reviews',
  'search',
  'sitemap',
];

/** What builds and runs the API: only these may import a domain. */
const API_TOPS = ['api/app.ts', 'api/wiring.ts', 'api/main.ts', 'api/admin', 'api/cli', 'api/content-pack'];

const RULES: Rule[] = [
  { from: 'shared', forbidden: ['client', 'server', 'api'] },
  {
    from: 'server/cache',
    forbidden: [
      'server/render',
      'server/gateway',
      'server/pages',
      'server/plugins',
      'server/data',
      'server/errors.ts',
    ],
  },
  { from: 'server/session', forbidden: ['server/auth'] },
  { from: 'server/auth', forbidden: ['server/session'] },
  ...CLIENT_FLOORS.slice(0, -1).map((floor, at) => ({
    from: `client/${floor}`,
    forbidden: CLIENT_FLOORS.slice(at + 1).map((above) => `client/${above}`),
  })),
  ...API_DOMAINS.map((domain) => ({
    from: `api/${domain}`,
    forbidden: [
      ...API_DOMAINS.filter((other) => other !== domain).map((other) => `api/${other}`),
      ...API_TOPS,
    ],
  })),
  ...['http', 'db', 'config', 'mail'].map((floor) => ({
    from: `api/${floor}`,
    forbidden: [...API_DOMAINS.map((domain) => `api/${domain}`), ...API_TOPS],
  })),
];

/** Every relative import of a source file, resolved to a path relative to the repository. */
function importsOf(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')): string[] {
  const { module } = parseSync(file, text);
  const names = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.map((item) => item.moduleRequest?.value)),
    // A dynamic import names a string literal when its target is known: its quotes are cut off.
    ...module.dynamicImports.map(({ moduleRequest }) =>
      text.slice(moduleRequest.start + 1, moduleRequest.end - 1),
    ),
  ];
  return names
    .filter((name): name is string => typeof name === 'string')
    .filter((name) => name.startsWith('.'))
    .map((name) =>
      path
        .relative(ROOT, path.resolve(ROOT, path.dirname(file), name))
        .split(path.sep)
        .join('/'),
    );
}

/** The imports of the files under `rule.from` that land in a forbidden folder, as `file → import`. */
function violations(rule: Rule, files: readonly string[], read?: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const target of importsOf(file, read?.(file))) {
      if (rule.forbidden.some((folder) => target === folder || target.startsWith(`${folder}/`))) {
        found.push(`${file} → ${target}`);
      }
    }
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return globSync(`${folder}/**/*.{ts,tsx}`, { cwd: ROOT }).map((file) => file.split(path.sep).join('/'));
}

/** The pairs of files that import each other, as `a ↔ b`, each pair once. */
function twoFileCycles(files: readonly string[], read?: (file: string) => string): string[] {
  const imports = new Map(files.map((file) => [file, new Set(importsOf(file, read?.(file)))]));
  const found: string[] = [];
  for (const [file, targets] of imports) {
    for (const target of targets) {
      if (file < target && imports.get(target)?.has(file)) found.push(`${file} ↔ ${target}`);
    }
  }
  return found.sort();
}

for (const rule of RULES) {
  t.test(`${rule.from}/ imports nothing from ${rule.forbidden.join(', ')}`, async (t) => {
    const files = sourceFiles(rule.from);
    t.ok(files.length > 0, `${rule.from}/ has source files`);
    t.same(violations(rule, files), [], 'imports across the floor, as file → import');
  });
}

t.test('no two files of client/ import each other', async (t) => {
  t.same(twoFileCycles(sourceFiles('client')), [], 'the pairs, as a ↔ b');
});

t.test('the cycle check finds two files that import each other, type imports included', async (t) => {
  const texts: Record<string, string> = {
    'client/pages/x/route.tsx':
      "import { XScreen } from './XScreen.tsx';\nimport { ui } from '../../ui/a.ts';",
    'client/pages/x/XScreen.tsx': "import type { XData } from './route.tsx';",
    'client/ui/a.ts': 'export const ui = 1;',
  };
  t.same(
    twoFileCycles(Object.keys(texts), (file) => texts[file] as string),
    ['client/pages/x/XScreen.tsx ↔ client/pages/x/route.tsx'],
  );
});

t.test('the floors rule as data: a floor may import those below it, never those above', async (t) => {
  const floor = (from: string) => RULES.find((rule) => rule.from === from) as Rule;
  const texts: Record<string, string> = {
    'client/data/load.ts':
      "import { root } from '../runtime/root-data.ts';\nimport { Card } from '../components/Card.tsx';",
    'api/chat/service.ts':
      "import { db } from '../db/pool.ts';\nimport { users } from '../accounts/repository.ts';",
    'server/cache/keys.ts': "import { errors } from '../errors.ts';",
  };
  const read = (file: string) => texts[file] as string;
  t.same(violations(floor('client/data'), ['client/data/load.ts'], read), [
    'client/data/load.ts → client/components/Card.tsx',
  ]);
  t.same(violations(floor('api/chat'), ['api/chat/service.ts'], read), [
    'api/chat/service.ts → api/accounts/repository.ts',
  ]);
  t.same(violations(floor('server/cache'), ['server/cache/keys.ts'], read), [
    'server/cache/keys.ts → server/errors.ts',
  ]);
});

t.test('the check sees static, dynamic and re-exported imports of a forbidden folder', async (t) => {
  const rule = RULES[0] as Rule;
  const texts: Record<string, string> = {
    'shared/a.ts': "import { x } from '../client/app/x.ts';",
    'shared/deep/b.ts': "export * from '../../server/y.ts';\nconst m = () => import('../../api/z.ts');",
    'shared/c.ts': "import { ok } from './routes/tree.ts';\nimport 'react-router';",
  };
  t.same(
    violations(rule, Object.keys(texts), (file) => texts[file] as string),
    ['shared/a.ts → client/app/x.ts', 'shared/deep/b.ts → server/y.ts', 'shared/deep/b.ts → api/z.ts'],
  );
});

/** SQL statements as the repositories write them. */
const SQL = /\b(SELECT|INSERT INTO|DELETE FROM)\b|\bUPDATE [a-z_]+ SET\b/;

t.test('api/accounts: SQL only in repositories, HTTP headers only in the route layer', async (t) => {
  const files = sourceFiles('api/accounts');
  t.ok(files.length > 10, 'api/accounts has its files');
  const text = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
  t.same(
    files.filter((file) => !file.endsWith('-repository.ts') && SQL.test(text(file))),
    [],
    'no SQL outside *-repository.ts',
  );
  t.same(
    files.filter(
      (file) => file !== 'api/accounts/routes.ts' && /node:http|IncomingHttpHeaders/.test(text(file)),
    ),
    [],
    'no request headers in the services',
  );
});

t.test('the SQL check finds a statement', async (t) => {
  t.ok(SQL.test("await db.query('DELETE FROM auth_throttle WHERE scope = $1', [scope]);"));
  t.ok(SQL.test('`UPDATE users SET role = $2 WHERE id = $1`'));
  t.notOk(SQL.test('/** Select the user, then update the profile. */'));
});

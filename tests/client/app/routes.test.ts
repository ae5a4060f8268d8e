/**
 * The route table's screens (`client/app/routes.ts`): the typecheck proves every route names a screen
 * and every screen's import exists; this proves what it cannot, that a screen's name is its folder
 * (the server finds a page's built files by `client/pages/<name>/route.tsx`), and that no screen folder
 * is left out of the table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { parseSync } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TABLE = 'client/app/routes.ts';

/** `name: () => import('../pages/<folder>/route.tsx'),` lines of a table's source, as [name, folder]. */
function screenEntries(text: string): { entries: [string, string][]; imports: number } {
  const entries: [string, string][] = [];
  for (const match of text.matchAll(
    /^\s*'?([\w-]+)'?: \(\) => import\('\.\.\/pages\/([\w-]+)\/route\.tsx'\),$/gm,
  )) {
    entries.push([match[1] as string, match[2] as string]);
  }
  return { entries, imports: parseSync(TABLE, text).module.dynamicImports.length };
}

t.test('each screen of the table is named after the folder it imports', async (t) => {
  const { entries, imports } = screenEntries(readFileSync(path.join(ROOT, TABLE), 'utf8'));
  t.ok(entries.length > 0, 'the table lists its screens');
  t.equal(entries.length, imports, 'every lazy import of the table is a screen line');
  for (const [name, folder] of entries) t.equal(name, folder, `screen ${name}`);
});

t.test('every folder under client/pages is a screen of the table', async (t) => {
  const { entries } = screenEntries(readFileSync(path.join(ROOT, TABLE), 'utf8'));
  const folders = readdirSync(path.join(ROOT, 'client/pages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  t.same(entries.map(([name]) => name).sort(), folders);
});

t.test('a screen named after another folder is found', async (t) => {
  const text = [
    'const pages = {',
    "  main: () => import('../pages/main/route.tsx'),",
    "  search: () => import('../pages/materials/route.tsx'),",
    '};',
  ].join('\n');
  const { entries, imports } = screenEntries(text);
  t.equal(imports, 2);
  t.same(
    entries.filter(([name, folder]) => name !== folder),
    [['search', 'materials']],
  );
});

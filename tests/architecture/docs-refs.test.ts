/**
 * The code explains itself with the repository's own documents: its comments and strings cite
 * `docs/…` and never an issue number or a document outside the repository; every `docs/<file>.md#anchor`
 * they cite lands on a heading or an `<a id>` of that file, and every rule id cited beside
 * `docs/rules.md` is defined there. The README stays an entry page, and `docs/` holds its five documents.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SELF = path
  .relative(ROOT, import.meta.filename)
  .split(path.sep)
  .join('/');

/** Where the project's own writing lives: no word here may point outside the repository or at history. */
const CODE = ['client', 'server', 'api', 'shared', 'scripts', 'tests', 'bench', 'docs', 'deploy'];
/** The files at the top that carry words of ours. */
const TOP_FILES = [
  'README.md',
  'vite.config.ts',
  '.env.example',
  'Dockerfile',
  'docker-compose.yml',
  '.ci/run',
];
/** Where `docs/` is cited. */
const CITING = CODE;
const DOCS = ['architecture.md', 'rules.md', 'product.md', 'operations.md', 'testing.md'];
const README_MOST_LINES = 250;

/** Text files only; generated output (bench/out, screenshots) is not the project's writing. */
function textFiles(folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) =>
      globSync(`${folder}/**/*.{ts,tsx,js,mjs,css,sql,html,json,md,txt,svg,sh,yml}`, {
        cwd: ROOT,
        exclude: (name) => name === 'node_modules' || name === 'out' || name === 'screenshots',
      }),
    )
    .concat(folders === CODE ? TOP_FILES : [])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file !== SELF)
    .sort();
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Words that cite history or a document nobody who clones the repository has. */
const OUTSIDE: readonly { what: string; pattern: RegExp }[] = [
  { what: 'an issue number', pattern: /\b[Ii]ssues? #?\d+/g },
  { what: 'a DESIGN section', pattern: /\bDESIGN(?:\.md)? §/g },
  { what: 'RELIABILITY', pattern: /\bRELIABILITY\b/g },
  { what: 'a spec section', pattern: /\bspec(?:\.md)? §/g },
];
/** A `../shared/` path; one that names no file of the repository from where it is written points outside. */
const SHARED_PATH = /(?:\.\.\/)+shared\/[\w./-]*[\w/]/g;

/** `file:line: what (the words)` for each mention of history or of a document outside the repository. */
function outsideMentions(file: string, text: string, exists: (file: string) => boolean): string[] {
  const found: string[] = [];
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  for (const { what, pattern } of OUTSIDE)
    for (const match of text.matchAll(pattern))
      found.push(`${file}:${lineOf(match.index)}: ${what} (${match[0]})`);
  for (const match of text.matchAll(SHARED_PATH)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[0]));
    if (target.startsWith('..') || !exists(target))
      found.push(`${file}:${lineOf(match.index)}: a path outside the repository (${match[0]})`);
  }
  return found;
}

/** The anchors GitHub makes for a Markdown file: heading slugs (numbered when repeated) and `<a id>`s. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = (heading[1] as string)
        .toLowerCase()
        .replace(/<[^>]*>/g, '')
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      let unique = slug;
      for (let n = 1; anchors.has(unique); n += 1) unique = `${slug}-${n}`;
      anchors.add(unique);
    }
    for (const [, id] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id as string);
  }
  return anchors;
}

/** Each `docs/<file>.md` (with its `#anchor`) a text cites whose file or anchor does not exist. */
function unresolvedCitations(
  file: string,
  text: string,
  doc: (name: string) => string | undefined,
): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\w./-])docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
    const [cited, name, anchor] = match as unknown as [string, string, string | undefined];
    const markdown = doc(name);
    if (markdown === undefined) found.push(`${file}: ${cited} (no such document)`);
    else if (anchor && !anchorsOf(markdown).has(anchor))
      found.push(`${file}: ${cited} (no such heading or anchor)`);
  }
  return found;
}

/** The rule ids (`R17`, `S2`, `F6`) a text cites right after `docs/rules.md`, as `docs/rules.md R22, R25 and S2`. */
function citedRuleIds(text: string): string[] {
  return [...text.matchAll(/docs\/rules\.md((?:(?:[\s,;]|and)+[RSF]\d+\b)+)/g)].flatMap(
    (match) => (match[1] as string).match(/[RSF]\d+/g) ?? [],
  );
}

/** Each cited rule id whose `<a id>` (lower-case: `r17`) is not among `defined`, the anchors of `docs/rules.md`. */
function undefinedRuleIds(file: string, text: string, defined: ReadonlySet<string>): string[] {
  return citedRuleIds(text)
    .filter((id) => !defined.has(id.toLowerCase()))
    .map((id) => `${file}: docs/rules.md ${id} (not defined)`);
}

const docCache = new Map<string, string | undefined>();
function repositoryDoc(name: string): string | undefined {
  if (!docCache.has(name)) {
    const file = path.join(ROOT, 'docs', name);
    docCache.set(name, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  }
  return docCache.get(name);
}

t.test(
  'no comment or string in the code cites an issue number or a document outside the repository',
  async (t) => {
    const files = textFiles(CODE);
    t.ok(files.length > 100, 'the code is read');
    const exists = (file: string) => existsSync(path.join(ROOT, file));
    t.same(
      files.flatMap((file) => outsideMentions(file, read(file), exists)),
      [],
      'as file:line: what (the words)',
    );
  },
);

t.test('the outside check finds each kind of mention, and lets an import of shared/ pass', async (t) => {
  const text = [
    '/** Likes count people (issue 15; DESIGN §4, spec §2.1). */',
    '// RELIABILITY R17, and ../shared/VISUAL.md for the palette.',
    "import { href } from '../shared/routes/href.ts';",
  ].join('\n');
  const exists = (file: string) => file === 'shared/routes/href.ts';
  t.same(outsideMentions('client/a.ts', text, exists), [
    'client/a.ts:1: an issue number (issue 15)',
    'client/a.ts:1: a DESIGN section (DESIGN §)',
    'client/a.ts:2: RELIABILITY (RELIABILITY)',
    'client/a.ts:1: a spec section (spec §)',
    'client/a.ts:2: a path outside the repository (../shared/VISUAL.md)',
  ]);
});

t.test('every docs/<file>.md#anchor cited in the code, tests and bench resolves', async (t) => {
  t.same(
    textFiles(CITING).flatMap((file) => unresolvedCitations(file, read(file), repositoryDoc)),
    [],
    'as file: citation (what is missing)',
  );
});

t.test('the citation check finds a missing document and a missing anchor', async (t) => {
  const docs: Record<string, string> = {
    'product.md':
      '# Product\n\n## Content and engagement\n\n```\n## Not a heading\n```\n<a id="likes"></a>\n',
  };
  const text = [
    'docs/product.md docs/product.md#content-and-engagement docs/product.md#likes',
    'docs/product.md#not-a-heading docs/product.md#screens docs/design.md#tiers ../docs/x.md',
  ].join('\n');
  t.same(
    unresolvedCitations('a.ts', text, (name) => docs[name]),
    [
      'a.ts: docs/product.md#not-a-heading (no such heading or anchor)',
      'a.ts: docs/product.md#screens (no such heading or anchor)',
      'a.ts: docs/design.md#tiers (no such document)',
    ],
  );
});

t.test('anchors are GitHub slugs: lower-case, spaces to hyphens, punctuation dropped', async (t) => {
  t.same(
    [
      ...anchorsOf(
        '## The call contract\n## R1. Locale, slug and id\n### Why 110 KiB?\n## Sizing\n## Sizing\n',
      ),
    ],
    ['the-call-contract', 'r1-locale-slug-and-id', 'why-110-kib', 'sizing', 'sizing-1'],
  );
});

t.test('every rule id cited beside docs/rules.md is defined there', async (t) => {
  const rules = repositoryDoc('rules.md');
  t.ok(rules !== undefined, 'docs/rules.md exists');
  const defined = anchorsOf(rules ?? '');
  const texts = textFiles(CITING).map((file) => [file, read(file)] as const);
  t.ok(
    texts.some(([, text]) => citedRuleIds(text).length > 0),
    'the code cites rule ids',
  );
  t.same(
    texts.flatMap(([file, text]) => undefinedRuleIds(file, text, defined)),
    [],
    'as file: docs/rules.md id (not defined)',
  );
});

t.test('the rule-id check reads a list of ids and finds one not defined', async (t) => {
  const rules = '<a id="r17"></a>\n## R17. Limits\n<a id="s2"></a>\n## S2. Overload\n';
  t.same(citedRuleIds('(docs/rules.md R17, S2 and F6; docs/operations.md R9)'), ['R17', 'S2', 'F6']);
  t.same(undefinedRuleIds('a.ts', 'docs/rules.md R17; docs/rules.md S2, R40', anchorsOf(rules)), [
    'a.ts: docs/rules.md R40 (not defined)',
  ]);
});

/** How many lines a text has: README.md may have at most README_MOST_LINES. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

t.test(`README.md is an entry page: at most ${README_MOST_LINES} lines`, async (t) => {
  t.ok(
    lineCount(read('README.md')) <= README_MOST_LINES,
    `README.md has ${lineCount(read('README.md'))} lines`,
  );
});

t.test('the line count counts the last line with or without its newline', async (t) => {
  t.equal(lineCount('a\nb\n'), 2);
  t.equal(lineCount('a\nb'), 2);
  t.ok(lineCount('line\n'.repeat(README_MOST_LINES + 1)) > README_MOST_LINES);
});

/** The documents of DOCS missing from a listing of `docs/`. */
const missingDocs = (listing: readonly string[]) => DOCS.filter((name) => !listing.includes(name));

t.test(`docs/ holds ${DOCS.join(', ')}`, async (t) => {
  t.same(missingDocs(DOCS.filter((name) => repositoryDoc(name) !== undefined)), [], 'the missing documents');
});

t.test('the docs check names a missing document', async (t) => {
  t.same(missingDocs(['architecture.md', 'rules.md', 'product.md', 'testing.md']), ['operations.md']);
});

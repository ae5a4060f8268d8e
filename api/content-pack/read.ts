/**
 * Reads and validates a content pack folder. Every problem is collected with the file and the field
 * it concerns, and reported together, before anything is written.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  ArticleFile,
  AshkenaziTableFile,
  BookFile,
  CourseFile,
  GalleryFile,
  HashtagsFile,
  MaterialFile,
  PageFile,
  PlaceFile,
  TagsFile,
  TeamFile,
} from './schema.ts';

export interface Pack {
  dir: string;
  tags?: TagsFile;
  hashtags?: HashtagsFile;
  materials: MaterialFile[];
  courses: CourseFile[];
  books: BookFile[];
  articles: ArticleFile[];
  places: PlaceFile[];
  team?: TeamFile;
  gallery?: GalleryFile;
  pages: PageFile[];
  ashkenaziTable?: AshkenaziTableFile;
}

export class PackError extends Error {
  override name = 'PackError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`the content pack is not valid:\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

type Problems = string[];

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

async function parseFile<S extends z.ZodType>(
  dir: string,
  relative: string,
  schema: S,
  problems: Problems,
): Promise<z.output<S> | undefined> {
  let data: unknown;
  try {
    data = JSON.parse(await fs.readFile(path.join(dir, relative), 'utf8'));
  } catch (error) {
    problems.push(`${relative}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? issue.path.join('.') : '(file)';
      problems.push(`${relative}: ${field}: ${issue.message}`);
    }
    return undefined;
  }
  return result.data;
}

async function parseOptional<S extends z.ZodType>(dir: string, file: string, schema: S, problems: Problems) {
  return (await exists(path.join(dir, file))) ? parseFile(dir, file, schema, problems) : undefined;
}

/** Every `{folder}/{slug}.json`, in file-name order; the slug inside must match the file name. */
async function parseFolder<S extends z.ZodType<{ slug: string }>>(
  dir: string,
  folder: string,
  schema: S,
  problems: Problems,
): Promise<z.output<S>[]> {
  const full = path.join(dir, folder);
  if (!(await exists(full))) return [];
  const files = (await fs.readdir(full)).filter((name) => name.endsWith('.json')).sort();
  const items: z.output<S>[] = [];
  for (const name of files) {
    const relative = `${folder}/${name}`;
    const item = await parseFile(dir, relative, schema, problems);
    if (!item) continue;
    if (`${item.slug}.json` !== name) {
      problems.push(`${relative}: slug: "${item.slug}" does not match the file name`);
      continue;
    }
    items.push(item);
  }
  return items;
}

export async function readPack(dir: string): Promise<Pack> {
  if (!(await exists(dir))) throw new PackError([`${dir}: the content pack folder does not exist`]);
  const problems: Problems = [];
  const pack: Pack = {
    dir,
    tags: await parseOptional(dir, 'tags.json', TagsFile, problems),
    hashtags: await parseOptional(dir, 'hashtags.json', HashtagsFile, problems),
    materials: await parseFolder(dir, 'materials', MaterialFile, problems),
    courses: await parseFolder(dir, 'courses', CourseFile, problems),
    books: await parseFolder(dir, 'books', BookFile, problems),
    articles: await parseFolder(dir, 'articles', ArticleFile, problems),
    places: await parseFolder(dir, 'places', PlaceFile, problems),
    team: await parseOptional(dir, 'team.json', TeamFile, problems),
    gallery: await parseOptional(dir, 'gallery.json', GalleryFile, problems),
    pages: await parseFolder(dir, 'pages', PageFile, problems),
    ashkenaziTable: await parseOptional(dir, 'ashkenazi-table.json', AshkenaziTableFile, problems),
  };
  problems.push(...checkReferences(pack));
  if (problems.length > 0) throw new PackError(problems);
  return pack;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((v) => seen.has(v) || !seen.add(v)))];
}

/**
 * Cross-file rules: slugs unique where the site addresses them, and references resolve within the
 * pack (a pack without `tags.json` or `hashtags.json` is checked against the database on import).
 */
function checkReferences(pack: Pack): Problems {
  const problems: Problems = [];
  const tagSlugs = pack.tags ? [...pack.tags.main, ...pack.tags.additional].map((t) => t.slug) : undefined;
  const hashtagSlugs = pack.hashtags?.categories.flatMap((c) => c.hashtags.map((h) => h.slug));
  for (const slug of duplicates(tagSlugs ?? [])) problems.push(`tags.json: tag "${slug}" appears twice`);
  for (const slug of duplicates(hashtagSlugs ?? []))
    problems.push(`hashtags.json: hashtag "${slug}" appears twice`);
  const chapterSlugs = pack.books.flatMap((b) => b.chapters.map((c) => c.slug));
  for (const slug of duplicates(chapterSlugs)) problems.push(`books: chapter slug "${slug}" is used twice`);
  for (const slug of duplicates((pack.team ?? []).map((m) => m.slug)))
    problems.push(`team.json: "${slug}" appears twice`);
  for (const slug of duplicates((pack.gallery ?? []).map((g) => g.slug))) {
    problems.push(`gallery.json: "${slug}" appears twice`);
  }
  const table = pack.ashkenaziTable;
  const festivalSlugs = (table?.festivals ?? []).map((f) => f.slug);
  for (const slug of duplicates(festivalSlugs))
    problems.push(`ashkenazi-table.json: festival "${slug}" appears twice`);
  for (const slug of duplicates((table?.dishes ?? []).map((d) => d.slug)))
    problems.push(`ashkenazi-table.json: dish "${slug}" appears twice`);

  const check = (
    file: string,
    field: string,
    used: readonly string[],
    known: readonly string[] | undefined,
  ) => {
    if (!known) return;
    for (const slug of used)
      if (!known.includes(slug)) problems.push(`${file}: ${field}: unknown slug "${slug}"`);
  };
  const tagged = [
    ...pack.materials.map((m) => ({ file: `materials/${m.slug}.json`, item: m })),
    ...pack.courses.map((c) => ({ file: `courses/${c.slug}.json`, item: c })),
    ...pack.articles.map((a) => ({ file: `articles/${a.slug}.json`, item: a })),
  ];
  for (const { file, item } of tagged) {
    check(file, 'tags', item.tags, tagSlugs);
    check(file, 'hashtags', item.hashtags, hashtagSlugs);
  }
  const materialSlugs = pack.materials.map((m) => m.slug);
  for (const dish of table?.dishes ?? []) {
    check('ashkenazi-table.json', `dishes: ${dish.slug}: festival`, [dish.festival], festivalSlugs);
    check(
      'ashkenazi-table.json',
      `dishes: ${dish.slug}: materials`,
      dish.materials,
      materialSlugs.length ? materialSlugs : undefined,
    );
  }
  for (const course of pack.courses) {
    check(
      `courses/${course.slug}.json`,
      'materials',
      course.materials,
      materialSlugs.length ? materialSlugs : undefined,
    );
  }
  return problems;
}

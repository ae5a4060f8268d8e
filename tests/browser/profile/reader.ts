/**
 * A reader with something in every list of the personal area, made through the site's own calls
 * from a signed-in browser context: two favourites, a course opened and one finished, a material read
 * halfway with its position kept, a whole
 * course finished, and a comment.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Harness } from '../browse/setup.ts';

const write = (origin: string) => ({ 'X-Requested-With': 'XMLHttpRequest', Origin: origin });

export async function call(
  context: BrowserContext,
  origin: string,
  path: string,
  body: Record<string, unknown>,
  form = false,
) {
  const answer = await context.request.post(`${origin}${path}`, {
    headers: write(origin),
    ...(form ? { form: body as Record<string, string> } : { data: body }),
  });
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
  return answer.json();
}

async function idOf(
  page: Page,
  origin: string,
  kind: 'materials' | 'courses',
  slug: string,
): Promise<number> {
  const answer = await page.request.get(`${origin}/api/${kind}/${slug}?lang=ru`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const json = (await answer.json()) as { id: number };
  return json.id;
}

export async function readSomething(harness: Harness, context: BrowserContext, page: Page, locale: string) {
  const { origin } = harness.site;
  const material = await idOf(page, origin, 'materials', 'shtetl-everyday-life');
  const other = await idOf(page, origin, 'materials', 'klezmer-wedding');
  const course = await idOf(page, origin, 'courses', 'shtetl-world');
  await call(context, origin, `/api/favorite/${other}/add`, { type: 'material' });
  await call(context, origin, `/api/favorite/${course}/add`, { type: 'courses' });
  await call(context, origin, '/api/user/add-to-active', { material_id: String(material) }, true);
  await call(context, origin, '/api/user/position', { material_id: material, chapter: 1, fraction: 0.4 });
  // The music course finished whole: it goes to the archive.
  for (const slug of ['klezmer-wedding', 'cantorial-singing', 'goset-theatre', 'songs-of-memory']) {
    const id = await idOf(page, origin, 'materials', slug);
    await call(context, origin, '/api/user/add-to-archive', { material_id: String(id) }, true);
  }
  await call(
    context,
    origin,
    '/api/materials/shtetl-everyday-life/',
    { content: 'Очень живо написано.', lang: locale },
    true,
  );
  return { material, other, course };
}

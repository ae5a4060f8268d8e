/**
 * The static pages about-project, politics and terms (docs/product.md#screens), from `pages.item`. The about page
 * ends with the "Support the project" section the menu's donate entry points at (`#support`).
 */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { z } from 'zod';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import type { StaticPage } from '../../../shared/schemas/content.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { RichHtml } from '../../components/html/RichHtml.tsx';
import { loadCritical, notFound } from '../../data/load.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { publisher } from '../../runtime/seo/structured-data.ts';
import styles from './StaticPage.module.css';
import { SupportSection } from './SupportSection.tsx';

export const STATIC_PAGES = ['about-project', 'politics', 'terms'] as const;
type StaticSlug = (typeof STATIC_PAGES)[number];

interface StaticData {
  locale: Locale;
  slug: StaticSlug;
  page: z.infer<typeof StaticPage>;
}

export async function loader(args: LoaderFunctionArgs): Promise<StaticData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const slug = new URL(args.request.url).pathname.split('/')[2] as StaticSlug;
  if (!STATIC_PAGES.includes(slug)) notFound();
  const page = await loadCritical(args, 'pages.item', { params: { slug }, query: { lang: locale } });
  return { locale, slug, page };
}

/** A description for search engines: the page's first sentence of text. */
function firstSentence(html: string): string | undefined {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.{40,220}?[.!?])\s/.exec(text)?.[1] ?? text.slice(0, 200);
  return sentence || undefined;
}

export function Component() {
  const { t } = useTranslation(['content', 'common']);
  const { slug, page } = useLoaderData<StaticData>();
  const origin = useRootData()?.publicOrigin ?? '';
  return (
    <article className={`page ${styles.page}`}>
      <PageMeta
        title={page.title}
        description={firstSentence(page.content)}
        translations={page.translations}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': slug === 'about-project' ? 'AboutPage' : 'WebPage',
          name: page.title,
          inLanguage: page.content_locale,
          dateModified: page.updated_at,
          publisher: publisher(origin, t('common:site.name')),
        }}
      />
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t(`staticPages.eyebrow.${slug}`)}</p>
        <h1 className={styles.title}>{page.title}</h1>
        <FallbackMarker fallback={page.fallback} />
      </header>
      <RichHtml
        className={styles.body}
        html={page.content}
        lang={page.fallback ? page.content_locale : undefined}
      />
      {slug === 'about-project' ? <SupportSection /> : null}
    </article>
  );
}

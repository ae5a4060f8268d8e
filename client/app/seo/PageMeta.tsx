import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, LOCALES } from '../../../shared/locales.ts';
import { isBooksPath, switchLocalePath } from '../../../shared/routes/href.ts';
import { useRootData } from '../root-data.ts';

export interface PageMetaProps {
  title: string;
  description?: string;
  image?: string;
  /** Open Graph type: website for sections, article for reading pages. */
  type?: 'website' | 'article';
  noindex?: boolean;
  /** With `noindex`: crawlers still follow the page's links (search result pages). */
  follow?: boolean;
  jsonLd?: Record<string, unknown>;
  /** The canonical address when the query is part of it (a list's `?page=N`); default: the path. */
  canonicalPath?: string;
}

/**
 * Title, description, canonical URL, hreflang alternates, Open Graph, Twitter card and JSON-LD for a
 * page (DESIGN §6). React hoists the title, meta and link elements into the document head.
 */
export function PageMeta({
  title,
  description,
  image,
  type = 'website',
  noindex,
  follow,
  jsonLd,
  canonicalPath,
}: PageMetaProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname: currentPath } = useLocation();
  const books = isBooksPath(currentPath);
  // A books-area page's address names its language in `?lang=` (DESIGN §6): its canonical does too.
  const pathname = books
    ? switchLocalePath(canonicalPath ?? currentPath, root?.locale ?? DEFAULT_LOCALE)
    : (canonicalPath ?? currentPath);
  const origin = root?.publicOrigin ?? '';
  const siteName = t('site.name');
  const fullTitle = title === siteName ? title : `${title} — ${siteName}`;
  const text = description ?? t('site.description');
  const localized = books || /^\/(ru|en)(\/|\?|$)/.test(pathname);
  const imageUrl = image ? `${origin}/storage/${image}` : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? (
        <meta name="robots" content={follow ? 'noindex, follow' : 'noindex'} />
      ) : (
        <link rel="canonical" href={`${origin}${pathname}`} />
      )}
      {localized && !noindex
        ? LOCALES.map((locale) => (
            <link
              key={locale}
              rel="alternate"
              hrefLang={locale}
              href={`${origin}${switchLocalePath(pathname, locale)}`}
            />
          ))
        : null}
      {localized && !noindex ? (
        <link rel="alternate" hrefLang="x-default" href={`${origin}${switchLocalePath(pathname, 'ru')}`} />
      ) : null}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={`${origin}${pathname}`} />
      <meta property="og:locale" content={root?.locale === 'en' ? 'en_GB' : 'ru_RU'} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      {jsonLd ? (
        <script
          type="application/ld+json"
          // JSON-LD is data, not script; `<` is escaped so it cannot close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      ) : null}
    </>
  );
}

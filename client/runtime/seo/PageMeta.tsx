import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/locales.ts';
import { href, isBooksPath, switchLocalePath } from '../../../shared/routes/href.ts';
import { sharePreviewPath } from '../../../shared/share-card.ts';
import { useRootData } from '../root-data.ts';
import {
  breadcrumbList,
  type Crumb,
  type JsonLd,
  organization,
  SHARE_IMAGE_SIZE,
  siteImagePath,
} from './structured-data.ts';

/**
 * Search results cut a title past about 70 characters; a long item title goes without the site's
 * name rather than lose its own end (html-validate's `long-title`).
 */
const MAX_TITLE_LENGTH = 70;

export interface PageMetaProps {
  title: string;
  description?: string;
  /**
   * The item's picture, a media path under `/storage/`: shared as its 1200x630 preview crop
   * (`sharePreviewPath`, written at import); without one the site's share image is used.
   */
  image?: string | null;
  /** What the share image shows; with `image` it is required for a good preview. */
  imageAlt?: string;
  /** Open Graph type: website for sections, article for reading pages. */
  type?: 'website' | 'article';
  noindex?: boolean;
  /** With `noindex`: crawlers still follow the page's links (search result pages). */
  follow?: boolean;
  jsonLd?: JsonLd | readonly JsonLd[];
  /** The canonical address when the query is part of it (a list's `?page=N`); default: the path. */
  canonicalPath?: string;
  /**
   * The locales this page's text exists in (an item's translations; a Russian-only page: `['ru']`).
   * hreflang pairs only these; on an address whose locale is missing the canonical is the Russian
   * page (docs/architecture.md#rendering). Default: every locale.
   */
  translations?: readonly Locale[];
  /**
   * The breadcrumb trail between the main page and this one (JSON-LD `BreadcrumbList`); every
   * indexable inner page has one, `[]` meaning the page sits right under the main page.
   */
  trail?: readonly Crumb[];
  /** The main page: the site's organization instead of a breadcrumb trail. */
  home?: boolean;
}

/**
 * Title, description, canonical URL, hreflang alternates, Open Graph, Twitter card and JSON-LD for a
 * page (docs/architecture.md#rendering). React hoists the title, meta and link elements into the document head.
 */
export function PageMeta({
  title,
  description,
  image,
  imageAlt,
  type = 'website',
  noindex,
  follow,
  jsonLd,
  canonicalPath,
  translations,
  trail = [],
  home,
}: PageMetaProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname: currentPath } = useLocation();
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const books = isBooksPath(currentPath);
  // A books-area page's address names its language in `?lang=` (docs/architecture.md#rendering): its canonical does too.
  const pathname = books
    ? switchLocalePath(canonicalPath ?? currentPath, locale)
    : (canonicalPath ?? currentPath);
  const origin = root?.publicOrigin ?? '';
  const siteName = t('site.name');
  const fullTitle =
    title === siteName || `${title} — ${siteName}`.length > MAX_TITLE_LENGTH
      ? title
      : `${title} — ${siteName}`;
  const text = description ?? t('site.description');
  const localized = books || /^\/(ru|en)(\/|\?|$)/.test(pathname);
  const written = localized ? LOCALES.filter((l) => !translations || translations.includes(l)) : [];
  // An address in a locale the text is not written in shows the Russian text: that page is canonical.
  const canonical =
    localized && !written.includes(locale) ? switchLocalePath(pathname, DEFAULT_LOCALE) : pathname;
  const paired = !noindex && written.length > 1;
  // Every page kind is shared at the large preview's size: an item's picture as its crop.
  const imageUrl = image
    ? `${origin}/storage/${sharePreviewPath(image)}`
    : `${origin}${siteImagePath(locale)}`;
  const imageText = image ? (imageAlt ?? title) : t('reach:siteImageAlt');
  const ogLocale = (l: Locale) => (l === 'en' ? 'en_GB' : 'ru_RU');
  // The page's own type first, then what every page of its kind shares.
  const structured: JsonLd[] = jsonLd ? (Array.isArray(jsonLd) ? [...jsonLd] : [jsonLd as JsonLd]) : [];
  if (!noindex && home) structured.push(organization(origin, siteName, t('reach:organizationDescription')));
  if (!noindex && !home) {
    structured.push(
      breadcrumbList(origin, [
        { name: t('pages.main'), path: href('main', locale) },
        ...trail,
        { name: title, path: canonical },
      ]),
    );
  }
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? (
        <meta name="robots" content={follow ? 'noindex, follow' : 'noindex'} />
      ) : (
        <link rel="canonical" href={`${origin}${canonical}`} />
      )}
      {paired
        ? written.map((l) => (
            <link key={l} rel="alternate" hrefLang={l} href={`${origin}${switchLocalePath(canonical, l)}`} />
          ))
        : null}
      {paired ? (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={`${origin}${switchLocalePath(canonical, DEFAULT_LOCALE)}`}
        />
      ) : null}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={`${origin}${canonical}`} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {paired
        ? written
            .filter((l) => l !== locale)
            .map((l) => <meta key={l} property="og:locale:alternate" content={ogLocale(l)} />)
        : null}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={imageText} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageText} />
      {structured.map((data, index) => (
        <script
          // The list is fixed for a page: its order is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's JSON-LD blocks never reorder
          key={index}
          type="application/ld+json"
          // JSON-LD is data, not script; `<` is escaped so it cannot close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}

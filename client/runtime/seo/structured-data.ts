/**
 * JSON-LD pieces several page kinds share (docs/architecture.md#rendering): the site's organization (publisher of every
 * text, with its logo), the breadcrumb trail of an inner page and the site's share image. Kept as
 * plain objects so a page adds its own type beside them and the test checks each shape by schema.
 */
export type JsonLd = Record<string, unknown>;

/** The site's logo and share images: drawn by `scripts/site/site-images.ts`, served from the root. */
export const LOGO_PATH = '/logo.png';
export const LOGO_SIZE = { width: 512, height: 512 } as const;
export { SHARE_IMAGE_SIZE } from '../../../shared/share-card.ts';
export function siteImagePath(locale: string): string {
  return `/share-${locale}.jpg`;
}

export interface Crumb {
  name: string;
  /** A site path (the origin is added). */
  path: string;
}

export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

export function organization(origin: string, name: string, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(origin),
    name,
    description,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PATH}`, ...LOGO_SIZE },
  };
}

/** The publisher of the site's texts, as a reference to the organization with its name and logo. */
export function publisher(origin: string, name: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name,
    logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PATH}` },
  };
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export interface ArticleFacts {
  origin: string;
  siteName: string;
  /** The page's canonical path. */
  path: string;
  headline: string;
  description: string;
  /** A media path under `/storage/`. */
  image: string | null;
  inLanguage: string;
  datePublished: string;
  dateModified: string;
  author?: string | null;
}

/** A reading page as a schema.org `Article` with what rich results ask for. */
export function article(facts: ArticleFacts, type = 'Article'): JsonLd {
  const { origin, path } = facts;
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: facts.headline,
    description: facts.description,
    image: facts.image ? `${origin}/storage/${facts.image}` : `${origin}${siteImagePath(facts.inLanguage)}`,
    inLanguage: facts.inLanguage,
    datePublished: facts.datePublished,
    dateModified: facts.dateModified,
    url: `${origin}${path}`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}${path}` },
    publisher: publisher(origin, facts.siteName),
    ...(facts.author ? { author: { '@type': 'Person', name: facts.author } } : {}),
  };
}

/**
 * A dish of the Ashkenazi table: named, explained and pictured, with no ingredients or steps, which
 * a schema.org `Recipe` is for (a Recipe without them is an error to its readers): a `Thing`.
 */
export function dish(facts: { name: string; description: string; image: string }): JsonLd {
  return { '@type': 'Thing', name: facts.name, description: facts.description, image: facts.image };
}

/**
 * When an exhibit was made, as the gallery states it: one year is its `dateCreated`; a span of years
 * ("1850–1900") is not a date but a period, its `temporalCoverage` as an ISO 8601 interval; anything
 * else (a century in words) is the period as written.
 */
export function artworkTime(year: string | null | undefined): JsonLd {
  const text = year?.trim();
  if (!text) return {};
  if (/^\d{4}$/.test(text)) return { dateCreated: text };
  const span = /^(\d{4})\s*[–—-]\s*(\d{4})$/.exec(text);
  return { temporalCoverage: span ? `${span[1]}/${span[2]}` : text };
}

/**
 * Palettes: an item's first tag gives the ground (its card gradient) and the ink colour; the site's
 * brand colours (docs/product.md#visual-language: ink, warm paper, one pomegranate accent) fill the rest. Contrast between
 * the silhouettes and their ground is kept at 3:1 or more, like large text.
 */
import { contrast, ensureContrast, isDark, mix } from './color.ts';
import type { Rng } from './random.ts';

export const BRAND = { ink: '#1d1a16', paper: '#faf6ef', accent: '#8f2d2a', gold: '#b8893a' } as const;

export interface TagColours {
  slug: string;
  gradient: [string, string];
  color: string;
}

export interface Palette {
  ground: [string, string];
  /** The colour of the cut-paper silhouettes. */
  ink: string;
  accent: string;
  gold: string;
  /** A quiet tone between ground and ink for distant layers. */
  soft: string;
  /** Highlights and cut-outs that should read as bare paper. */
  light: string;
  shade: string;
  dark: boolean;
}

export type Scheme = 'tag' | 'paper' | 'pomegranate' | 'ink' | 'night';

const DEFAULT_TAG: TagColours = { slug: 'default', gradient: ['#f6ecdc', '#e9d6b6'], color: '#3a2a16' };

export function tagColours(tags: { main?: unknown[]; additional?: unknown[] }): Map<string, TagColours> {
  const map = new Map<string, TagColours>();
  for (const raw of [...(tags.main ?? []), ...(tags.additional ?? [])]) {
    const tag = raw as { slug: string; gradient: string; color: string };
    const stops = tag.gradient.match(/#[0-9a-fA-F]{6}/g) ?? [];
    if (stops.length < 2) continue;
    map.set(tag.slug, {
      slug: tag.slug,
      gradient: [stops[0], stops.at(-1)] as [string, string],
      color: tag.color,
    });
  }
  return map;
}

function build(ground: [string, string], inkWish: string, accent: string, gold: string): Palette {
  const middle = mix(ground[0], ground[1], 0.5);
  const dark = isDark(middle);
  const ink = ensureContrast(inkWish, middle, 3.2, dark ? BRAND.paper : BRAND.ink);
  const accentSafe = contrast(accent, middle) < 2.2 ? ensureContrast(accent, middle, 2.2, ink) : accent;
  return {
    ground,
    ink,
    accent: accentSafe,
    gold,
    soft: mix(middle, ink, 0.22),
    light: dark ? mix(middle, BRAND.paper, 0.18) : mix(middle, BRAND.paper, 0.7),
    shade: dark ? '#000000' : mix(ink, '#000000', 0.4),
    dark,
  };
}

export function paletteFor(tag: TagColours | undefined, scheme: Scheme): Palette {
  const t = tag ?? DEFAULT_TAG;
  const tagDark = isDark(mix(t.gradient[0], t.gradient[1], 0.5));
  switch (scheme) {
    case 'pomegranate':
      return build(['#95332e', '#6c211e'], '#f7ead6', '#e7bd6c', '#e7bd6c');
    case 'ink':
      return build(['#2a251f', '#3d352b'], '#f1e3c8', '#cf6a5f', '#d9ac5f');
    case 'night':
      return build(['#1f2c42', '#3a4b6c'], '#f2e8d5', '#d9776b', '#e3b866');
    case 'paper':
      return build(
        [BRAND.paper, mix(BRAND.paper, tagDark ? '#d9cdb8' : t.gradient[1], 0.55)],
        tagDark ? mix(t.gradient[1], BRAND.ink, 0.3) : mix(t.color, BRAND.ink, 0.15),
        BRAND.accent,
        BRAND.gold,
      );
    default:
      return tagDark
        ? build(t.gradient, t.color, '#d9776b', '#dcb466')
        : build(t.gradient, mix(t.color, BRAND.ink, 0.15), BRAND.accent, BRAND.gold);
  }
}

/** Light tags mostly keep their own gradient; now and then a card turns to paper or pomegranate. */
export function pickScheme(tag: TagColours | undefined, rng: Rng): Scheme {
  const t = tag ?? DEFAULT_TAG;
  if (isDark(mix(t.gradient[0], t.gradient[1], 0.5))) return rng.chance(0.75) ? 'tag' : 'ink';
  const roll = rng.next();
  if (roll < 0.58) return 'tag';
  if (roll < 0.86) return 'paper';
  return 'pomegranate';
}

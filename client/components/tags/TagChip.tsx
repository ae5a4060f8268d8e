/**
 * Tag chips (docs/product.md#content-model): a tag shows in its own `gradient` with its `color`, corrected to AA contrast.
 * A chip is a link to the material list filtered by that tag, or plain text inside another link.
 */
import type { CSSProperties } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { Tag } from '../../../shared/schemas/content.ts';
import { FollowButton } from '../follow/FollowButton.tsx';
import { SiteLink } from '../link/SiteLink.tsx';
import { listSearch } from '../list/list-query.ts';
import { readableInk, safeBackground } from './contrast.ts';
import styles from './TagChip.module.css';

export type TagLike = Pick<Tag, 'id' | 'name' | 'gradient' | 'color'>;

/** A site has a few dozen tags; their styles are worked out once (the contrast maths is not free). */
const MAX_REMEMBERED_STYLES = 500;
const rememberedStyles = new Map<string, CSSProperties>();

/** The CSS custom properties that paint anything in a tag's colours (shared: never mutate it). */
export function tagStyle(tag: Pick<Tag, 'gradient' | 'color'>): CSSProperties {
  const key = `${tag.gradient}\u0000${tag.color}`;
  let style = rememberedStyles.get(key);
  if (!style) {
    const background = safeBackground(tag.gradient);
    style = { '--tag-bg': background, '--tag-ink': readableInk(background, tag.color) } as CSSProperties;
    if (rememberedStyles.size >= MAX_REMEMBERED_STYLES) rememberedStyles.clear();
    rememberedStyles.set(key, style);
  }
  return style;
}

/** The link to the materials of one tag (the list's own URL state, so Back and sharing work). */
export function tagListHref(locale: Locale, tagId: number, list: 'materials' | 'courses' = 'materials') {
  return `${href(list, locale)}${listSearch({ tags: [tagId] })}`;
}

export function TagChip({
  tag,
  locale,
  linked = true,
  size = 'small',
}: {
  tag: TagLike;
  locale: Locale;
  linked?: boolean;
  size?: 'small' | 'large';
}) {
  const className = `${styles.chip} ${size === 'large' ? styles.large : ''}`;
  if (!linked) {
    return (
      <span className={className} style={tagStyle(tag)}>
        {tag.name}
      </span>
    );
  }
  return (
    <SiteLink
      className={`${className} ${styles.linked}`}
      style={tagStyle(tag)}
      to={tagListHref(locale, tag.id)}
    >
      {tag.name}
    </SiteLink>
  );
}

export function TagList({
  tags,
  locale,
  linked = true,
  label,
  className,
  followable = false,
}: {
  tags: readonly TagLike[];
  locale: Locale;
  linked?: boolean;
  label?: string;
  className?: string;
  /** Each chip gets its follow button (docs/follows.md#following): on an item's own page, not on cards. */
  followable?: boolean;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={`${styles.list} ${className ?? ''}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id} className={followable ? styles.followable : undefined}>
          <TagChip tag={tag} locale={locale} linked={linked} />
          {followable ? <FollowButton kind="tag" target={String(tag.id)} name={tag.name} compact /> : null}
        </li>
      ))}
    </ul>
  );
}

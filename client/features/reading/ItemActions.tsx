/**
 * The reader's actions on a material or course (docs/product.md#screens): favourite, like and the share row. The like
 * state lives with the page (`useLike`), so every place that shows it agrees.
 */
import type { Locale } from '../../../shared/locales.ts';
import { FavouriteButton } from '../../components/cards/FavouriteButton.tsx';
import styles from './Engagement.module.css';
import { LikeButton } from './LikeButton.tsx';
import { ShareRow } from './ShareRow.tsx';
import { useFavourite } from './use-favourite.ts';
import type { LikeState } from './use-like.ts';

export interface ItemActionsProps {
  type: 'materials' | 'courses';
  id: number;
  slug: string;
  title: string;
  /** The title's language when it is a Russian fallback on an English page. */
  titleLang?: string;
  shareText: string;
  shareUrl: string;
  like: LikeState;
  locale: Locale;
}

export function ItemActions({
  type,
  id,
  slug,
  title,
  titleLang,
  shareText,
  shareUrl,
  like,
  locale,
}: ItemActionsProps) {
  const favourite = useFavourite(type === 'materials' ? 'material' : 'courses', id);
  return (
    <div className={styles.bar} data-testid="item-actions">
      <div className={styles.buttons}>
        <FavouriteButton
          className={styles.favourite}
          active={favourite.active}
          title={title}
          titleLang={titleLang}
          onToggle={favourite.onToggle}
        />
        <LikeButton state={like} />
      </div>
      <ShareRow type={type} slug={slug} url={shareUrl} text={shareText} locale={locale} />
    </div>
  );
}

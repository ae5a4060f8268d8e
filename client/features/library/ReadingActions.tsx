/**
 * The reader's actions on an article or a book chapter: like and the share row, as on the material
 * page but without the favourite (docs/product.md#content-model: favourites are materials and courses only).
 */
import type { Locale } from '../../../shared/locales.ts';
import styles from '../reading/Engagement.module.css';
import { LikeButton } from '../reading/LikeButton.tsx';
import { ShareRow } from '../reading/ShareRow.tsx';
import type { LikeState } from '../reading/use-like.ts';

export interface ReadingActionsProps {
  type: 'articles' | 'books';
  /** The item whose shares are counted (a chapter counts for its book). */
  slug: string;
  shareText: string;
  shareUrl: string;
  like: LikeState;
  locale: Locale;
}

export function ReadingActions({ type, slug, shareText, shareUrl, like, locale }: ReadingActionsProps) {
  return (
    <div className={styles.bar} data-testid="item-actions">
      <div className={styles.buttons}>
        <LikeButton state={like} />
      </div>
      <ShareRow type={type} slug={slug} url={shareUrl} text={shareText} locale={locale} />
    </div>
  );
}

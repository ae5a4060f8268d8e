/**
 * The like control of the reading screens (docs/product.md#screens, docs/product.md#states): a pressed state, then no second press; a
 * refused like says why beside the button (a polite live region, so a screen reader hears it too).
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Engagement.module.css';
import type { LikeState } from './use-like.ts';

export function LikeButton({ state }: { state: LikeState }) {
  const { t } = useTranslation('content');
  const { count, liked, pending, notice, like } = state;
  return (
    <span className={styles.likeControl}>
      <button
        type="button"
        className={`${styles.action} ${liked ? styles.liked : ''}`}
        aria-pressed={liked}
        aria-disabled={liked || pending}
        title={liked ? t('engagement.liked') : t('engagement.like')}
        onClick={like}
        data-testid="like-button"
      >
        <Icon name="Heart" size={20} filled={liked} />
        <span className="visually-hidden">{t('engagement.like')}: </span>
        <span className={styles.count} data-testid="like-count">
          {count}
        </span>
      </button>
      <span className={styles.likeNotice} role="status" data-testid="like-notice">
        {notice ? t(`engagement.likeNotice.${notice}`) : ''}
      </span>
    </span>
  );
}

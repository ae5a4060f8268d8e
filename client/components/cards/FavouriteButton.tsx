/**
 * The bookmark on a card (docs/product.md#screens Cards): a guest gets the login modal; a signed-in visitor toggles
 * the favourite through `onToggle`, which the reading screens wire to the favourite call.
 */
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../runtime/root-data.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './FavouriteButton.module.css';

export interface FavouriteButtonProps {
  active: boolean;
  /** What is bookmarked, for the accessible name ("Add to favourites: {title}"). */
  title: string;
  onToggle?: () => void;
  className?: string;
}

export function FavouriteButton({ active, title, onToggle, className }: FavouriteButtonProps) {
  const { t } = useTranslation('content');
  const signedIn = useRootData()?.signedIn ?? false;
  const { openModal } = useUi();
  const label = `${active ? t('card.unfavorite') : t('card.favorite')}: ${title}`;
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      aria-pressed={active}
      aria-label={label}
      title={active ? t('card.unfavorite') : t('card.favorite')}
      onClick={() => (signedIn ? onToggle?.() : openModal('login'))}
    >
      <Icon name="Bookmark" size={20} filled={active} />
    </button>
  );
}

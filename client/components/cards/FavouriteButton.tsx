/**
 * The bookmark on a card (docs/product.md#screens Cards): a guest gets the login modal; a signed-in visitor toggles
 * the favourite through `onToggle`, which the reading screens wire to the favourite call.
 */
import { useTranslation } from 'react-i18next';
import { useLocale, useRootData } from '../../runtime/root-data.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './FavouriteButton.module.css';

export interface FavouriteButtonProps {
  active: boolean;
  /** What is bookmarked, for the accessible name ("Add to favourites: {title}"). */
  title: string;
  /** The title's language when it is not the page's (a Russian fallback on an English page). */
  titleLang?: string;
  onToggle?: () => void;
  className?: string;
}

export function FavouriteButton({ active, title, titleLang, onToggle, className }: FavouriteButtonProps) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const signedIn = useRootData()?.signedIn ?? false;
  const { openModal } = useUi();
  const action = active ? t('card.unfavorite') : t('card.favorite');
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      aria-pressed={active}
      title={action}
      onClick={() => (signedIn ? onToggle?.() : openModal('login'))}
    >
      <Icon name="Bookmark" size={20} filled={active} />
      {/*
       * The accessible name as text, not an attribute, so that each language is marked: the action
       * in the page's language, the whole title in its own (docs/product.md#content-model), even
       * where the button sits inside a Russian card.
       */}
      <span className="visually-hidden" lang={locale}>
        {`${action}: `}
        <span lang={titleLang}>{title}</span>
      </span>
    </button>
  );
}

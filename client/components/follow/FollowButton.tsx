/**
 * The follow button (docs/follows.md#following) beside a tag, in an author's note, on a course page: a
 * signed-in reader follows or stops following at once; a guest's press remembers what they wanted and
 * opens the sign-in window, and the follow is done when they come back signed in (`after-sign-in.ts`).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowKind } from '../../../shared/schemas/follows.ts';
import { rememberAfterSignIn, takeAfterSignIn } from '../../runtime/after-sign-in.ts';
import { useLocale, useRootData } from '../../runtime/root-data.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './FollowButton.module.css';
import { followKey, setFollowing, useFollowed } from './follows-store.ts';

const ACTION = 'follow';

export function FollowButton({
  kind,
  target,
  name,
  nameLang,
  compact = false,
  className,
}: {
  kind: FollowKind;
  target: string;
  /** What is followed, for the accessible name ("Follow Klezmer"). */
  name: string;
  /** The name's language when it is not the page's. */
  nameLang?: string;
  /** An icon-sized button beside a tag chip; the full one says "Follow". */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('follows');
  const locale = useLocale();
  const signedIn = useRootData()?.signedIn ?? false;
  const { openModal } = useUi();
  const followed = useFollowed(signedIn, locale);
  const active = followed.has(followKey(kind, target));
  const intent = `${kind}:${target}`;

  useEffect(() => {
    if (signedIn && takeAfterSignIn(ACTION, intent)) void setFollowing(kind, target, true);
  }, [signedIn, intent, kind, target]);

  const press = () => {
    if (!signedIn) {
      rememberAfterSignIn({ action: ACTION, target: intent });
      openModal('login');
      return;
    }
    void setFollowing(kind, target, !active).then((answer) => {
      if (!answer.ok && answer.status === 401) {
        rememberAfterSignIn({ action: ACTION, target: intent });
        openModal('login');
      }
    });
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${compact ? styles.compact : ''} ${className ?? ''}`}
      aria-pressed={active}
      data-testid="follow-button"
      data-follow={intent}
      onClick={press}
    >
      <Icon name={active ? 'Check' : 'Plus'} size={compact ? 14 : 16} />
      {compact ? null : <span aria-hidden="true">{active ? t('following') : t('follow')}</span>}
      <span className="visually-hidden" lang={locale}>
        {active ? t('unfollowNamed', { name: '' }) : t('followNamed', { name: '' })}
        <span lang={nameLang}>{name}</span>
      </span>
    </button>
  );
}

/**
 * The frame of every personal page (docs/product.md#screens "Profile area"; docs/product.md#visual-language "Personal area"): the heading, the
 * area's navigation beside the content on wide screens and above it on phones, and, without a
 * session, the sign-in prompt in place of the content (docs/architecture.md#sessions-and-accounts: no user data).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import styles from './Profile.module.css';
import { ProfileNav, type ProfileSection } from './ProfileNav.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';

export interface ProfileFrameProps {
  section: ProfileSection;
  title: string;
  /** False without a live session: the sign-in prompt replaces the content. */
  signedIn: boolean;
  children?: ReactNode;
}

export function ProfileFrame({ section, title, signedIn, children }: ProfileFrameProps) {
  const { t } = useTranslation('profile');
  return (
    <div className={`page ${styles.area}`} data-testid="profile-area">
      <PageMeta title={title} noindex />
      <p className={styles.eyebrow}>{t('area')}</p>
      <h1 className={styles.title}>{title}</h1>
      {signedIn ? (
        <div className={styles.layout}>
          <ProfileNav current={section} />
          <div className={styles.content}>{children}</div>
        </div>
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}

/** An empty list says so in a sentence and offers a way onward (docs/product.md#visual-language "Personal area"). */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="profile-empty">
      <p className={styles.emptyText}>{text}</p>
      {children ? <div className={styles.emptyActions}>{children}</div> : null}
    </div>
  );
}

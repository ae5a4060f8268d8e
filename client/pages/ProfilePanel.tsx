/** The pieces the profile pages repeat: a panel labelled by its heading, and an empty list's way out. */
import type { ReactNode } from 'react';
import { SiteLink } from '../components/link/SiteLink.tsx';
import styles from '../features/profile/Profile.module.css';
import { EmptyState } from '../features/profile/ProfileFrame.tsx';

export function ProfilePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An empty list's note with the button that leads to where such items are found. */
export function EmptyWithLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <EmptyState text={text}>
      <SiteLink className="button" to={to}>
        {label}
      </SiteLink>
    </EmptyState>
  );
}

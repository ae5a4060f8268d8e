/** One panel of a profile page: a section labelled by its heading. */
import type { ReactNode } from 'react';
import styles from '../features/profile/Profile.module.css';

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

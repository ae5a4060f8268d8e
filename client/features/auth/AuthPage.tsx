/** The frame of the accounts' own pages ("check your email", "registration completed", logout). */
import type { ReactNode } from 'react';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import styles from './AuthPage.module.css';

export function AuthPage({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={`page ${styles.page}`}>
      <PageMeta title={title} noindex />
      <section className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
    </div>
  );
}

export { styles as authPageStyles };

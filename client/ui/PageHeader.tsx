/**
 * The heading block of a catalogue page: eyebrow, the page's one `h1`, and a lead. What a page adds
 * under the lead (a count, a link) comes as children.
 */
import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  eyebrow: ReactNode;
  title: ReactNode;
  /** The title's language when it differs from the page's (a Russian-only item on an English page). */
  titleLang?: string;
  /** A line of text; a page whose lead is rich HTML passes it as children instead. */
  lead?: ReactNode;
  /** The page's own spacing below the block. */
  className?: string;
  children?: ReactNode;
}

/** The lead's look, for a page that draws its lead itself (rich HTML). */
export const pageLeadClass = styles.lead;

export function PageHeader({ eyebrow, title, titleLang, lead, className, children }: PageHeaderProps) {
  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title} lang={titleLang}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}

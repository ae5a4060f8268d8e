/**
 * The head of a page block: an optional small label above, the heading, an optional lead line and
 * a link to everything of its kind. Headings stay in order because the level is the caller's.
 */
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons/Icon.tsx';
import { SiteLink } from '../link/SiteLink.tsx';
import styles from './SectionHeading.module.css';

export interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  link?: { to: string; label: string; hrefLang?: string };
  level?: 2 | 3;
  tone?: 'default' | 'inverse';
  /** On wide screens, the link goes under the text (a heading column beside its content). */
  stacked?: boolean;
}

export function SectionHeading({
  id,
  title,
  eyebrow,
  lead,
  link,
  level = 2,
  tone = 'default',
  stacked = false,
}: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div
      className={`${styles.head} ${tone === 'inverse' ? styles.inverse : ''} ${stacked ? styles.stacked : ''}`}
    >
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {link ? (
        <SiteLink className={styles.more} to={link.to} hrefLang={link.hrefLang}>
          <span>{link.label}</span>
          <Icon name="ArrowRight" size={18} />
        </SiteLink>
      ) : null}
    </div>
  );
}

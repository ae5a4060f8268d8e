/** The seven main directions (spec §3 Tags), each a door into the materials of that topic. */
import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import type { Tag } from '../../../shared/schemas/content.ts';
import { SectionHeading } from '../../components/section/SectionHeading.tsx';
import { tagListHref, tagStyle } from '../../components/tags/TagChip.tsx';
import styles from './Topics.module.css';

export function Topics({ locale, topics }: { locale: Locale; topics: Tag[] }) {
  const { t } = useTranslation('content');
  if (topics.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="main-topics">
      <SectionHeading
        id="main-topics"
        eyebrow={t('main.topicsEyebrow')}
        title={t('main.topics')}
        lead={t('main.topicsLead')}
      />
      <ul className={styles.grid}>
        {topics.map((tag, index) => (
          <li key={tag.id}>
            <Link className={styles.tile} style={tagStyle(tag)} to={tagListHref(locale, tag.id)}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className={styles.name}>{tag.name}</span>
              <ArrowUpRight aria-hidden="true" className={styles.arrow} size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

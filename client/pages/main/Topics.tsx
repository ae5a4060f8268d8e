/** The seven main directions (docs/product.md#content-model Tags), each a door into the materials of that topic. */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import type { Tag } from '../../../shared/schemas/content.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { HeadedSection } from '../../components/section/HeadedSection.tsx';
import { tagListHref, tagStyle } from '../../components/tags/TagChip.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Topics.module.css';

export function Topics({ locale, topics }: { locale: Locale; topics: Tag[] }) {
  const { t } = useTranslation('content');
  if (topics.length === 0) return null;
  return (
    <HeadedSection
      name="main.topics"
      deps={[locale, topics]}
      className={styles.section}
      heading={{
        id: 'main-topics',
        eyebrow: t('main.topicsEyebrow'),
        title: t('main.topics'),
        lead: t('main.topicsLead'),
      }}
    >
      {() => (
        <ul className={styles.grid}>
          {topics.map((tag, index) => (
            <li key={tag.id}>
              <SiteLink className={styles.tile} style={tagStyle(tag)} to={tagListHref(locale, tag.id)}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className={styles.name}>{tag.name}</span>
                <Icon name="ArrowUpRight" className={styles.arrow} size={20} />
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}

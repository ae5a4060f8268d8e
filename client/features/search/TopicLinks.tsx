/** The seven directions (docs/product.md#content-model main tags), each a link to its materials. */
import type { Locale } from '../../../shared/locales.ts';
import type { Tag } from '../../../shared/schemas/content.ts';
import { TagChip } from '../../components/tags/TagChip.tsx';
import styles from './TagFilter.module.css';

export function TopicLinks({ locale, tags }: { locale: Locale; tags: readonly Tag[] }) {
  return (
    <ul className={styles.chips}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <TagChip tag={tag} locale={locale} size="large" />
        </li>
      ))}
    </ul>
  );
}

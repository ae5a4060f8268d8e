/**
 * Chapters as reading text (docs/product.md#screens, docs/product.md#content-model): each a section anchored `material-content{id}` with its title
 * and its editors' HTML, in the reading typography (images open the full-size popup), every paragraph
 * with a stable anchor and its "copy link" button (`features/library/AnchoredText.tsx`).
 */
import { Cached } from '../../runtime/fragments/Cached.ts';
import { AnchoredText } from '../library/AnchoredText.tsx';
import { chapterAnchor } from './anchors.ts';
import { type ChapterText, chapterHtml } from './html-once.ts';
import styles from './Reading.module.css';

export interface ChaptersProps {
  chapters: readonly ChapterText[];
  headingLevel: 2 | 3;
  /** The text's language when it fell back to Russian. */
  lang?: string;
}

export function Chapters({ chapters, headingLevel, lang }: ChaptersProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Cached
      as="div"
      name="reading.chapters"
      deps={[chapters, headingLevel, lang]}
      className={styles.chapters}
      lang={lang}
    >
      {() =>
        chapters.map((chapter) => {
          const anchor = chapterAnchor(chapter.id);
          return (
            <section
              key={chapter.id}
              id={anchor}
              className={styles.chapter}
              aria-labelledby={`${anchor}-title`}
              data-testid="chapter"
            >
              <Heading id={`${anchor}-title`} className={styles.chapterTitle}>
                {chapter.title}
              </Heading>
              <AnchoredText html={chapterHtml(chapter)} />
            </section>
          );
        })
      }
    </Cached>
  );
}

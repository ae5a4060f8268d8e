/** What an article relates to by its tags: other articles, then materials (the API ranks both). */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { Article } from '../../../shared/schemas/content.ts';
import { ArticleItem } from '../../components/cards/ArticleItem.tsx';
import { CardList } from '../../components/cards/CardList.tsx';
import { MaterialCard } from '../../components/cards/MaterialCard.tsx';
import { SectionHeading } from '../../components/section/SectionHeading.tsx';
import library from '../../features/library/Library.module.css';
import reading from '../../features/reading/Reading.module.css';
import { Cached } from '../../runtime/fragments/Cached.ts';

export function Related({ article, locale }: { article: z.infer<typeof Article>; locale: Locale }) {
  const { t } = useTranslation(['library', 'content']);
  const articles = article.related_articles;
  const materials = article.related_materials;
  if (articles.length === 0 && materials.length === 0) return null;
  return (
    <Cached name="article.related" deps={[locale, article]}>
      {() => (
        <>
          {articles.length > 0 ? (
            <section className={reading.section} aria-labelledby="article-related-articles">
              <SectionHeading
                id="article-related-articles"
                eyebrow={t('article.related')}
                title={t('article.relatedArticles')}
                link={{ to: `${href('books', locale)}#articles`, label: t('article.toLibrary') }}
              />
              <CardList
                className={library.stack}
                items={articles}
                card={(item) => <ArticleItem article={item} locale={locale} />}
              />
            </section>
          ) : null}
          {materials.length > 0 ? (
            <section className={reading.section} aria-labelledby="article-related-materials">
              <SectionHeading
                id="article-related-materials"
                eyebrow={t('article.related')}
                title={t('article.relatedMaterials')}
                link={{ to: href('materials', locale), label: t('content:main.allMaterials') }}
              />
              <CardList
                className={library.grid}
                items={materials}
                card={(material) => <MaterialCard material={material} locale={locale} />}
              />
            </section>
          ) : null}
        </>
      )}
    </Cached>
  );
}

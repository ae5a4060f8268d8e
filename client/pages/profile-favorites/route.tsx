/**
 * My favourites, /{locale}/profile/favorites (docs/product.md#screens "Profile area", §4): the materials and courses
 * the reader saved, newest first, each removable with its bookmark; a removed one leaves the list at
 * once (the shared favourites store), and an empty list says so with a way to the catalogue.
 */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { FavouritesAnswer } from '../../../shared/schemas/profile.ts';
import { CourseCard } from '../../components/cards/CourseCard.tsx';
import { FavouriteButton } from '../../components/cards/FavouriteButton.tsx';
import { MaterialCard } from '../../components/cards/MaterialCard.tsx';
import { loadPersonal, localeOf } from '../../features/profile/load-personal.ts';
import styles from '../../features/profile/Profile.module.css';
import { ProfileFrame } from '../../features/profile/ProfileFrame.tsx';
import { isFavourite, useFavourites } from '../../features/reading/favourites-store.ts';
import { rootFavourites, useFavourite } from '../../features/reading/use-favourite.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { EmptyWithLink, ProfilePanel } from '../ProfilePanel.tsx';

interface FavouritesData {
  locale: Locale;
  favourites: FavouritesAnswer | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<FavouritesData> {
  const locale = localeOf(args);
  return { locale, favourites: await loadPersonal(args, 'profile.favorites', { query: { lang: locale } }) };
}

function MaterialItem({
  material,
  locale,
}: {
  material: FavouritesAnswer['materials'][number];
  locale: Locale;
}) {
  const { active, onToggle } = useFavourite('material', material.id);
  return (
    <div className={styles.item} data-testid="favourite-material">
      <MaterialCard material={material} locale={locale} />
      <FavouriteButton
        className={styles.remove}
        active={active}
        title={material.title}
        titleLang={fallbackLang(material.fallback)}
        onToggle={onToggle}
      />
    </div>
  );
}

function CourseItem({ course, locale }: { course: FavouritesAnswer['courses'][number]; locale: Locale }) {
  const { active, onToggle } = useFavourite('courses', course.id);
  return (
    <div className={styles.item} data-testid="favourite-course">
      <CourseCard course={course} locale={locale} favourite={active} onToggleFavourite={onToggle} />
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('profile');
  const { locale, favourites } = useLoaderData<FavouritesData>();
  const lists = useFavourites(rootFavourites(useRootData()));
  const signedIn = favourites !== null;
  // A bookmark pressed here takes the item off the list; the store knows at once.
  const materials = (favourites?.materials ?? []).filter((m) => isFavourite(lists, 'material', m.id));
  const courses = (favourites?.courses ?? []).filter((c) => isFavourite(lists, 'courses', c.id));
  return (
    <ProfileFrame section="favorites" title={t('nav.favorites')} signedIn={signedIn}>
      <ProfilePanel id="favourite-materials" title={t('favorites.materials')}>
        {materials.length ? (
          <div className={styles.cards}>
            {materials.map((material) => (
              <MaterialItem key={material.id} material={material} locale={locale} />
            ))}
          </div>
        ) : (
          <EmptyWithLink
            text={t('favorites.emptyMaterials')}
            to={href('materials', locale)}
            label={t('favorites.toMaterials')}
          />
        )}
      </ProfilePanel>
      <ProfilePanel id="favourite-courses" title={t('favorites.courses')}>
        {courses.length ? (
          <div className={styles.courseCards}>
            {courses.map((course) => (
              <CourseItem key={course.id} course={course} locale={locale} />
            ))}
          </div>
        ) : (
          <EmptyWithLink
            text={t('favorites.emptyCourses')}
            to={href('courses', locale)}
            label={t('favorites.toCourses')}
          />
        )}
      </ProfilePanel>
    </ProfileFrame>
  );
}

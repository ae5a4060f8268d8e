/** The course list, /{locale}/courses (docs/product.md#screens Lists). */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ListScreen } from '../../components/list/ListScreen.tsx';
import { type ListData, loadList } from '../../components/list/load-list.ts';
import { FavouriteCourseCard } from '../../features/reading/FavouriteCourseCard.tsx';
import { useFavouriteMarks } from '../../features/reading/use-favourite.ts';

export function loader(args: LoaderFunctionArgs): Promise<ListData> {
  return loadList('courses', args);
}

export function Component() {
  const { t } = useTranslation(['content', 'common']);
  const data = useLoaderData<ListData>();
  const marks = useFavouriteMarks(
    'courses',
    data.items.map((item) => item.id),
  );
  return (
    <ListScreen
      data={data}
      title={t('common:pages.courses')}
      eyebrow={t('list.coursesEyebrow')}
      lead={t('list.coursesLead')}
      courses={{ Card: FavouriteCourseCard, marks }}
    />
  );
}

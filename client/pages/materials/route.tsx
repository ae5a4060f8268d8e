/** The material list, /{locale}/materials (docs/product.md#screens Lists). */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ListScreen } from '../../components/list/ListScreen.tsx';
import { type ListData, loadList } from '../../components/list/load-list.ts';

export function loader(args: LoaderFunctionArgs): Promise<ListData> {
  return loadList('materials', args);
}

export function Component() {
  const { t } = useTranslation(['content', 'common']);
  const data = useLoaderData<ListData>();
  return (
    <ListScreen
      data={data}
      title={t('common:pages.materials')}
      eyebrow={t('list.materialsEyebrow')}
      lead={t('list.materialsLead')}
    />
  );
}

/**
 * A route whose screen is not built yet shows the frame and its localized title, and nothing that
 * pretends to be more.
 */
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../runtime/route-handle.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';

export function Component() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = t(handle?.titleKey ?? 'site.name');
  return (
    <div className="page">
      <PageMeta title={title} noindex />
      <h1 className="page__title">{title}</h1>
    </div>
  );
}

/**
 * The digest's unsubscribe page, /{locale}/unsubscribe?token=… (docs/follows.md#leaving): the mail's
 * visible link opens it; one plain form button stops the digest, with no sign-in and no JavaScript
 * (the web tier's unsubscribe route takes the post and comes back here with `?done=1`).
 */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { localeOf } from '../../features/profile/load-personal.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import type { UnsubscribeData } from './types.ts';
import styles from './Unsubscribe.module.css';

export async function loader(args: LoaderFunctionArgs): Promise<UnsubscribeData> {
  const search = new URL(args.request.url).searchParams;
  const token = search.get('token');
  const state = search.has('done') ? 'done' : search.has('invalid') || !token ? 'invalid' : 'ask';
  return { locale: localeOf(args), token, state };
}

export function Component() {
  const { t } = useTranslation('follows');
  const { locale, token, state } = useLoaderData<UnsubscribeData>();
  const action = `${href('digest-unsubscribe', locale)}?token=${encodeURIComponent(token ?? '')}`;
  return (
    <div className={`page ${styles.page}`} data-testid="unsubscribe">
      <PageMeta title={t('unsubscribe.title')} noindex />
      <h1 className={styles.title}>{t('unsubscribe.title')}</h1>
      {state === 'ask' ? (
        <form method="post" action={action} className={styles.form}>
          <p>{t('unsubscribe.ask')}</p>
          <button type="submit" className="button">
            {t('unsubscribe.action')}
          </button>
        </form>
      ) : (
        <div className={styles.form}>
          <p role="status">{state === 'done' ? t('unsubscribe.done') : t('unsubscribe.invalid')}</p>
          <SiteLink className="button" to={href('profile-follows', locale)}>
            {t('unsubscribe.toProfile')}
          </SiteLink>
        </div>
      )}
    </div>
  );
}

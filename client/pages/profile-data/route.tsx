/**
 * Account details, /{locale}/profile/data (docs/product.md#screens "Profile area", §3 "Profile fields", §5): the
 * personal fields and interesting tags, the change of password, and the social accounts. Connecting
 * a provider comes back here with `?auth_notice=social_connected` or `?auth_error={code}`, said in
 * the social section (not in the login window: the reader is signed in).
 */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { SocialAccountsAnswer, UserAnswer } from '../../../shared/schemas/accounts.ts';
import type { TagsResponse } from '../../../shared/schemas/content.ts';
import { loadOptional } from '../../data/load.ts';
import { SOCIAL_ERRORS } from '../../features/auth/messages.ts';
import { DetailsForm } from '../../features/profile/DetailsForm.tsx';
import { loadPersonal, localeOf } from '../../features/profile/load-personal.ts';
import { PasswordForm } from '../../features/profile/PasswordForm.tsx';
import styles from '../../features/profile/Profile.module.css';
import { ProfileFrame } from '../../features/profile/ProfileFrame.tsx';
import { SocialAccounts } from '../../features/profile/SocialAccounts.tsx';

interface DataPageData {
  locale: Locale;
  user: UserAnswer['user'] | null;
  social: z.infer<typeof SocialAccountsAnswer> | null;
  tags: z.infer<typeof TagsResponse> | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<DataPageData> {
  const locale = localeOf(args);
  const [answer, social, tags] = await Promise.all([
    loadPersonal(args, 'accounts.user'),
    loadPersonal(args, 'accounts.socialAccounts'),
    loadOptional(args, 'tags.list', { query: { lang: locale } }),
  ]);
  return { locale, user: answer?.user ?? null, social, tags };
}

export function Component() {
  const { t } = useTranslation(['profile', 'auth']);
  const { locale, user, social, tags } = useLoaderData<DataPageData>();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const connected = query.get('auth_notice') === 'social_connected';
  const connectError = query.get('auth_error');
  return (
    <ProfileFrame section="data" title={t('nav.data')} signedIn={user !== null}>
      {user ? (
        <>
          <section className={styles.panel} aria-labelledby="details-personal">
            <h2 id="details-personal" className={styles.panelTitle}>
              {t('details.personal')}
            </h2>
            <DetailsForm
              key={user.id}
              initial={{
                name: user.name,
                surname: user.surname,
                country: user.country,
                city: user.city,
                email: user.email,
                interesting_tags: user.interesting_tags,
              }}
              tags={{ main: tags?.main_tags ?? [], additional: tags?.additional_tags ?? [] }}
            />
          </section>
          <section className={styles.panel} aria-labelledby="details-password">
            <h2 id="details-password" className={styles.panelTitle}>
              {t('details.password')}
            </h2>
            {user.has_password ? (
              <PasswordForm />
            ) : (
              <p className={styles.rowMeta}>{t('details.noPassword')}</p>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="details-social">
            <h2 id="details-social" className={styles.panelTitle}>
              {t('fields.socialAccounts')}
            </h2>
            {connected ? (
              <p className={styles.notice} role="status">
                {t('auth:social.connected')}
              </p>
            ) : null}
            {connectError ? (
              <p className={styles.alert} role="alert">
                {t(`auth:${SOCIAL_ERRORS[connectError] ?? 'social.failed'}`, { minutes: 10 })}
              </p>
            ) : null}
            {social ? (
              <SocialAccounts providers={social.providers} back={href('profile-data', locale)} />
            ) : null}
          </section>
        </>
      ) : null}
    </ProfileFrame>
  );
}

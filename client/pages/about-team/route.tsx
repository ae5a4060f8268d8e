/** The team page, /{locale}/about-team (docs/product.md#screens): the people behind the project, as team cards. */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { TeamCard, type TeamMemberData } from '../../components/cards/TeamCard.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { loadCritical } from '../../data/load.ts';
import { plainText } from '../../features/map/plain-text.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { publisher } from '../../runtime/seo/structured-data.ts';
import styles from './AboutTeam.module.css';

interface TeamData {
  locale: Locale;
  team: TeamMemberData[];
}

export async function loader(args: LoaderFunctionArgs): Promise<TeamData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const { team } = await loadCritical(args, 'team.list', { query: { lang: locale } });
  return { locale, team };
}

export function Component() {
  const { t } = useTranslation(['content', 'common']);
  const { locale, team } = useLoaderData<TeamData>();
  const title = t('common:pages.aboutTeam');
  const origin = useRootData()?.publicOrigin ?? '';
  return (
    <div className={`page ${styles.page}`}>
      <PageMeta
        title={title}
        description={t('staticPages.team.lead')}
        trail={[{ name: t('common:pages.aboutProject'), path: href('about-project', locale) }]}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: title,
          url: `${origin}${href('about-team', locale)}`,
          inLanguage: locale,
          mainEntity: team.map((member) => ({
            '@type': 'Person',
            name: member.name,
            jobTitle: member.role,
            image: `${origin}/storage/${member.avatar}`,
            ...(member.short_description ? { description: plainText(member.short_description) } : {}),
            worksFor: publisher(origin, t('common:site.name')),
          })),
        }}
      />
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('staticPages.team.eyebrow')}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('staticPages.team.lead')}</p>
        <p className={styles.more}>
          <SiteLink to={href('about-project', locale)}>{t('staticPages.team.aboutProject')}</SiteLink>
        </p>
      </header>
      {team.length ? (
        <ul className={styles.team}>
          {team.map((member) => (
            <li key={member.id}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('staticPages.team.empty')}</p>
      )}
    </div>
  );
}

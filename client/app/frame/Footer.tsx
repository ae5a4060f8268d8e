import { useTranslation } from 'react-i18next';
import { aboutMenu, projectMenu, sectionMenu, visibleIn } from '../../../shared/menu.ts';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { useLocale } from '../../runtime/root-data.ts';
import styles from './Footer.module.css';
import { LogoMark } from './Logo.tsx';

const YEAR = new Date().getUTCFullYear();

export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Cached as="footer" name="frame.footer" deps={[locale]} className={styles.footer}>
      {() => (
        <>
          <div className={styles.inner}>
            <div className={styles.about}>
              <SiteLink to={href('main', locale)} className={styles.brand}>
                <LogoMark size={32} />
                <span>{t('site.name')}</span>
              </SiteLink>
              <p>{t('footer.about')}</p>
            </div>
            <nav aria-label={t('menu.sectionSite')} className={styles.column}>
              <h2>{t('menu.sectionSite')}</h2>
              <ul>
                {visibleIn(sectionMenu, locale).map((item) => (
                  <li key={item.route}>
                    <SiteLink to={href(item.route, locale)}>{t(item.labelKey)}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label={t('menu.sectionProjects')} className={styles.column}>
              <h2>{t('menu.sectionProjects')}</h2>
              <ul>
                {projectMenu.map((item) => (
                  <li key={item.id}>
                    <a href={item.href} target="_blank" rel="noopener noreferrer">
                      {t(item.labelKey, item.labelParams ?? {})}
                      <span className="visually-hidden"> {t('a11y.externalLink')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label={t('menu.sectionAbout')} className={styles.column}>
              <h2>{t('menu.sectionAbout')}</h2>
              <ul>
                {aboutMenu.map((item) => (
                  <li key={item.route}>
                    <SiteLink to={href(item.route, locale)}>{t(item.labelKey)}</SiteLink>
                  </li>
                ))}
                <li>
                  <SiteLink to={href('politics', locale)}>{t('footer.politics')}</SiteLink>
                </li>
                <li>
                  <SiteLink to={href('terms', locale)}>{t('footer.terms')}</SiteLink>
                </li>
              </ul>
            </nav>
          </div>
          <p className={styles.rights}>{t('footer.rights', { year: YEAR })}</p>
        </>
      )}
    </Cached>
  );
}

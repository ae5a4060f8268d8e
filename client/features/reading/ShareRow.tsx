/**
 * The share row (docs/product.md#screens): three networks and copy link, whose confirmation "Link copied" stays 2000 ms
 * (docs/product.md#constants). Every share click also counts a share (`increase-share`, docs/architecture.md#the-call-contract), without waiting for it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_CONFIRMATION_MS, type ContentType } from '../../../shared/constants.ts';
import type { Locale } from '../../../shared/locales.ts';
import { callApi } from '../../data/browser-source.ts';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Engagement.module.css';
import { copyText, SHARE_NETWORKS, shareHref } from './share-links.ts';

export interface ShareRowProps {
  type: ContentType;
  slug: string;
  /** The public address shared. */
  url: string;
  /** What the short post says before it is cut (docs/product.md#validation). */
  text: string;
  locale: Locale;
}

const NAME_KEYS = {
  shortPost: 'engagement.networkShortPost',
  social: 'engagement.networkSocial',
  professional: 'engagement.networkProfessional',
} as const;

export function ShareRow({ type, slug, url, text, locale }: ShareRowProps) {
  const { t } = useTranslation('content');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const countShare = () => {
    callApi('shares.increase', { params: { type, slug }, body: { lang: locale } }).catch(() => undefined);
  };

  const copy = async () => {
    countShare();
    if (await copyText(url)) setCopied(true);
  };

  return (
    <Cached
      as="div"
      name="reading.share-row"
      deps={copied ? null : [locale, type, slug, url, text]}
      className={styles.share}
      data-testid="share-row"
    >
      {() => (
        <>
          <span className={styles.shareLabel} aria-hidden="true">
            {t('engagement.share')}
          </span>
          {/* Each link is named by what it shows ("X"), and the list by the label above: an
              accessible name that differed from the visible one tripped speech control (issue 22).
              The name is the label's text, not a reference to it: a page shows the row twice, and an
              id would be there twice. */}
          <ul className={styles.shareList} aria-label={t('engagement.share')}>
            {SHARE_NETWORKS.map((network) => (
              <li key={network}>
                <a
                  className={styles.shareLink}
                  href={shareHref(network, url, text, locale)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={countShare}
                  data-network={network}
                >
                  {t(NAME_KEYS[network])}
                </a>
              </li>
            ))}
            <li>
              <button type="button" className={styles.shareLink} onClick={copy} data-testid="copy-link">
                {copied ? <Icon name="Check" size={16} /> : <Icon name="Link2" size={16} />}
                {t('engagement.copyLink')}
              </button>
            </li>
          </ul>
          <span className={styles.copied} role="status" data-testid="copy-status">
            {copied ? t('engagement.linkCopied') : ''}
          </span>
        </>
      )}
    </Cached>
  );
}

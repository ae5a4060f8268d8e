/**
 * Follows, /{locale}/profile/follows (docs/follows.md#following): "new for you" in what the reader
 * follows, the list of what they follow (each can be let go), and how often the digest comes. The
 * digest's setting is a plain form of three choices saved at once; a bounced address says so.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { href } from '../../../shared/routes/href.ts';
import type { Follow } from '../../../shared/schemas/follows.ts';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '../../../shared/schemas/plain.ts';
import { FollowButton } from '../../components/follow/FollowButton.tsx';
import { callApi } from '../../data/call-api.ts';
import { NewsShelf } from '../../features/follows/NewsShelf.tsx';
import { loadPersonal, localeOf } from '../../features/profile/load-personal.ts';
import { ProfileFrame } from '../../features/profile/ProfileFrame.tsx';
import { EmptyWithLink, ProfilePanel } from '../ProfilePanel.tsx';
import styles from './Follows.module.css';
import type { FollowsData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<FollowsData> {
  const locale = localeOf(args);
  const [follows, news] = await Promise.all([
    loadPersonal(args, 'follows.list', { query: { lang: locale } }),
    loadPersonal(args, 'follows.news', { query: { lang: locale } }),
  ]);
  return { locale, follows, news };
}

function kindLabel(follow: Follow): string {
  return follow.kind === 'tag' && follow.direction ? 'direction' : follow.kind;
}

function DigestSetting({ initial, bounced }: { initial: DigestFrequency; bounced: boolean }) {
  const { t } = useTranslation('follows');
  const [digest, setDigest] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [stillBounced, setStillBounced] = useState(bounced);
  const choose = (next: DigestFrequency) => {
    const before = digest;
    setDigest(next);
    setSaved(false);
    void callApi('follows.digest', { body: { digest: next } }).then((answer) => {
      if (answer.ok) {
        setSaved(true);
        setStillBounced(false);
      } else setDigest(before);
    });
  };
  return (
    <fieldset className={styles.digest} data-testid="digest-setting">
      <legend className={styles.legend}>{t('page.digest')}</legend>
      <p className={styles.hint}>{t('page.digestHint')}</p>
      {stillBounced ? <p className={styles.bounced}>{t('page.bounced')}</p> : null}
      <div className={styles.choices}>
        {DIGEST_FREQUENCIES.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="digest"
              value={value}
              checked={digest === value}
              onChange={() => choose(value)}
            />
            <span>{t(`page.${value}`)}</span>
          </label>
        ))}
      </div>
      <p className={styles.saved} role="status">
        {saved ? t('page.saved') : ''}
      </p>
    </fieldset>
  );
}

export function Component() {
  const { t } = useTranslation('follows');
  const { locale, follows, news } = useLoaderData<FollowsData>();
  return (
    <ProfileFrame section="follows" title={t('page.title')} signedIn={follows !== null}>
      {news ? (
        <div className={styles.news}>
          <NewsShelf news={news} locale={locale} />
        </div>
      ) : null}
      <ProfilePanel id="follows-list" title={t('page.listTitle')}>
        <p className={styles.hint}>{t('page.intro')}</p>
        {follows && follows.follows.length > 0 ? (
          <ul className={styles.list} data-testid="follows-list">
            {follows.follows.map((follow) => (
              <li key={`${follow.kind}:${follow.target}`} className={styles.row} data-testid="follow-row">
                <span className={styles.kind}>{t(`kind.${kindLabel(follow)}`)}</span>
                <span className={styles.label}>{follow.label}</span>
                <FollowButton kind={follow.kind} target={follow.target} name={follow.label} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyWithLink
            text={t('page.empty')}
            to={href('materials', locale)}
            label={t('page.toMaterials')}
          />
        )}
      </ProfilePanel>
      {follows ? <DigestSetting initial={follows.digest} bounced={follows.bounced} /> : null}
    </ProfileFrame>
  );
}

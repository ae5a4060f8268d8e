/**
 * The team card (docs/product.md#screens Cards): avatar, name, role, an optional short description and an optional
 * audio greeting in the person's own voice.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TeamMember } from '../../../shared/schemas/content.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { RichHtml } from '../html/RichHtml.tsx';
import { LazyImage } from '../media/LazyImage.tsx';
import { storageUrl } from '../media/storage.ts';
import { card } from './CardShell.tsx';
import styles from './TeamCard.module.css';

export type TeamMemberData = z.infer<typeof TeamMember>;

/** content/README.md: avatars are 240x240. */
export const AVATAR_SIZE = 240;

export function TeamCard({ member }: { member: TeamMemberData }) {
  const { t } = useTranslation('content');
  const nameId = useId();
  return (
    <article className={styles.member} aria-labelledby={nameId} data-testid="team-card">
      <LazyImage
        className={styles.avatar}
        src={storageUrl(member.avatar)}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
      />
      <div className={styles.body}>
        {/* The team page lists its people right under its h1. */}
        <h2 id={nameId} className={card.title}>
          {member.name}
        </h2>
        <p className={styles.role}>{member.role}</p>
        {member.short_description ? (
          <RichHtml className={styles.description} html={member.short_description} variant="compact" />
        ) : null}
        {member.audio ? (
          <figure className={styles.audio}>
            <figcaption className={styles.audioLabel}>
              <Icon name="Headphones" size={16} />
              {t('card.play')}
            </figcaption>
            {/* biome-ignore lint/a11y/useMediaCaption: a spoken greeting; its words are the card's text */}
            <audio
              controls
              preload="none"
              src={storageUrl(member.audio)}
              aria-label={`${t('card.play')}: ${member.name}`}
            />
          </figure>
        ) : null}
      </div>
    </article>
  );
}

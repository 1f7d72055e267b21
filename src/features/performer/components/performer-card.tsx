// Directory / suggestion card (reference §4.3 card variant): cover, avatar with online dot, LIVE and free tags,
// name with verified tick, age, country flag, follow button.
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { ageRangeLabel, type PerformerCard as Card, performerProfileId } from '../types';
import { CountryFlag } from './country-flag';
import { FollowButton } from './follow-button';
import { VerifiedTick } from './verified-tick';
import styles from './creator-cards.module.css';
import controlStyles from './creator-controls.module.css';

export function PerformerCard({
  performer,
  headingLevel = 2,
  first = false,
}: {
  performer: Card;
  headingLevel?: 2 | 3;
  /** the first card of a list that opens the page: its cover is the largest paint, fetched at once */
  first?: boolean;
}) {
  const href = paths.profile(performerProfileId(performer));
  const name = performer.name || performer.username;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.cardCover}>
        <img
          src={performer.cover}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
        <div className={styles.cardTags}>
          {performer.live ? <span className={`${styles.cardTag} ${styles.cardTagLive}`}>LIVE</span> : null}
          {performer.isFreeSubscription ? <span className={styles.cardTag}>FREE</span> : null}
        </div>
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardAvatarWrap}>
          <img
            className={styles.cardAvatar}
            src={performer.avatar}
            alt=""
            width={64}
            height={64}
            loading="lazy"
          />
          {performer.isOnline ? <span className={styles.cardOnline} role="img" aria-label="Online" /> : null}
        </div>
        <div className={styles.cardText}>
          <Heading style={{ fontSize: 15, margin: 0 }}>
            <Link href={href} className={styles.cardName}>
              {name}
              {performer.verifiedAccount ? <VerifiedTick /> : null}
            </Link>
          </Heading>
          <div className={styles.cardMeta}>
            <span>@{performer.username}</span>
            {performer.ageRange ? <span>{ageRangeLabel(performer.ageRange)} y/o</span> : null}
            <CountryFlag
              code={performer.country}
              name={performer.countryName}
              className={controlStyles.flag}
            />
          </div>
        </div>
        <FollowButton performerId={performer._id} name={name} compact />
      </div>
    </article>
  );
}

// Cover with back button and stats row, avatar with LIVE badge and online dot, name, verified tick, @username.
import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { ArrowLeftIcon, StarIcon } from '@/components/icons';
import { useNotify } from '@/components/notify';
import { type PerformerProfile, shortNumber } from '../types';
import { VerifiedTick } from './verified-tick';
import styles from './profile.module.css';
import controlStyles from './creator-controls.module.css';

export const SUBSCRIBE_FIRST_MESSAGE = 'Please subscribe to this creator!';

export function profileStats(p: PerformerProfile): { label: string; value: number }[] {
  return [
    { label: 'Posts', value: p.stats.totalFeeds },
    { label: 'Videos', value: p.stats.totalVideos },
    { label: 'Photos', value: p.stats.totalPhotos },
    { label: 'Store', value: p.stats.totalProducts },
    { label: 'Likes', value: p.stats.likes },
    { label: 'Fans', value: p.stats.subscribers },
  ];
}

/** True once we know the browser has somewhere to go back to (client only, after hydration). */
function useCanGoBack(): boolean {
  const [canGoBack, setCanGoBack] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only facts, unknown during SSR
    setCanGoBack(Boolean(document.referrer) || window.history.length > 1);
  }, []);
  return canGoBack;
}

export function ProfileHeader({ profile }: { profile: PerformerProfile }) {
  const router = useRouter();
  const toast = useNotify();
  const canGoBack = useCanGoBack();
  const name = profile.name || profile.username;

  const openLive = () => {
    if (profile.isSubscribed)
      void router.push(`/streaming/${encodeURIComponent(profile.username || profile._id)}`);
    else void toast.info(SUBSCRIBE_FIRST_MESSAGE);
  };

  return (
    <>
      <div className={styles.cover}>
        <img className={styles.coverImg} src={profile.cover} alt="" />
        {canGoBack ? (
          <button
            type="button"
            className={`${controlStyles.btn} ${controlStyles.btnCircle} ${styles.back}`}
            aria-label="Back"
            onClick={() => router.back()}
          >
            <ArrowLeftIcon />
          </button>
        ) : null}
        <div className={styles.coverBar}>
          <ul className={styles.stats} aria-label="Statistics">
            {profileStats(profile).map((s) => (
              <li key={s.label}>
                <strong>{shortNumber(s.value)}</strong>
                <span>{s.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.identity}>
        <div className={styles.avatarWrap}>
          <img
            className={styles.avatar}
            src={profile.avatar}
            alt={`${name}'s avatar`}
            width={128}
            height={128}
          />
          {profile.isOnline ? (
            <span className={styles.onlineDot} role="img" aria-label="Online" title="Online" />
          ) : null}
          {profile.live ? (
            <button
              type="button"
              className={styles.liveBadge}
              onClick={openLive}
              aria-label={`${name} is live: join`}
            >
              LIVE
            </button>
          ) : null}
        </div>
        <div className={styles.names}>
          <h1>
            <span>{name}</span>
            {profile.verifiedAccount ? <VerifiedTick size={18} /> : null}
            {profile.isFeatured ? (
              <span role="img" aria-label="Featured" title="Featured" style={{ display: 'inline-flex' }}>
                <StarIcon filled className={controlStyles.starred} style={{ fontSize: 18 }} />
              </span>
            ) : null}
          </h1>
          <div className={styles.username}>@{profile.username}</div>
        </div>
      </div>
    </>
  );
}

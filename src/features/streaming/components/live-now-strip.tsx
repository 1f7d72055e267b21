// "Live now" on /home (reference §2.3 /home, §5.5): creators streaming, refreshed every 10 s; each links to
// the live room. Nothing is shown when nobody is live.
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { DEFAULT_AVATAR } from '@/config/constants';
import { paths } from '@/config/paths';
import { liveNow } from '../api';
import type { LiveStream } from '../types';
import styles from './live.module.css';

export const LIVE_REFRESH_MS = 10_000;

export function LiveNowStrip() {
  const [live, setLive] = useState<LiveStream[]>([]);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      liveNow()
        .then((list) => {
          if (!cancelled) setLive(list);
        })
        .catch(() => undefined);
    void load();
    const timer = setInterval(load, LIVE_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);
  if (!live.length) return null;
  return (
    <section aria-label="Live now" style={{ marginBottom: 12 }}>
      <h2 style={{ fontSize: 16, margin: '0 0 6px' }}>Live now</h2>
      <ul className={styles.strip}>
        {live.map((s) => {
          const name = s.performer.name || s.performer.username;
          return (
            <li key={s._id}>
              <Link
                href={paths.streaming(s.performer.username || s.performerId)}
                aria-label={`${name} is live: watch`}
              >
                <img src={s.performer.avatar || DEFAULT_AVATAR} alt="" width={60} height={60} />
                <span className={styles.ellipsis}>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

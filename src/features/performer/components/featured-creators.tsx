// The way in for visitors on the login page (issue 20 item 18): "Discover creators" and a strip of popular
// creators, server-rendered from the directory's public data. antd-free: the login page's first load is small.
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import type { FeaturedCreator } from '../featured-creators';
import styles from './featured-creators.module.css';

export function DiscoverLink() {
  return (
    <p className={styles.discover}>
      Just looking?{' '}
      <Link href={paths.creators} className={styles.discoverLink}>
        Discover creators
      </Link>{' '}
      without an account.
    </p>
  );
}

export function FeaturedCreators({ creators }: { creators: FeaturedCreator[] }) {
  if (creators.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="featured-creators-heading">
      <div className={styles.head}>
        <h2 id="featured-creators-heading" className={styles.heading}>
          Popular creators
        </h2>
        <Link href={paths.creators}>See all</Link>
      </div>
      <ul className={styles.list}>
        {creators.map((c) => (
          <li key={c._id}>
            <Link href={paths.profile(c.username)} className={styles.card}>
              <img src={c.avatar} alt="" width={56} height={56} className={styles.avatar} loading="lazy" />
              <span className={styles.name}>
                {c.name}
                {c.verified ? <span className="sr-only"> (verified)</span> : null}
              </span>{' '}
              <span className={styles.username}>@{c.username}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

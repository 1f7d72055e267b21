// The owner (or a participant) of an item: avatar, name and @username linking to the profile.
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { type AssetPerformer } from '../media';
import styles from './asset-detail.module.css';

export function CreatorLink({ performer }: { performer: AssetPerformer }) {
  const id = performer.username || performer._id;
  return (
    <Link className={styles.creator} href={paths.profile(id)}>
      <img src={performer.avatar} alt="" width={32} height={32} loading="lazy" />
      <span>
        {performer.name || performer.username}{' '}
        {performer.username ? <span className={styles.creatorUser}>@{performer.username}</span> : null}
      </span>
    </Link>
  );
}

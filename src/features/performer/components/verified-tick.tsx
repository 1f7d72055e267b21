import { CheckCircleIcon } from '@/components/icons';
import styles from './creator-controls.module.css';

/** Blue tick of a verified creator, announced as "Verified". */
export function VerifiedTick({ size = 16 }: { size?: number }) {
  return (
    <span title="Verified" style={{ display: 'inline-flex' }}>
      <CheckCircleIcon className={styles.verified} style={{ fontSize: size }} />
      <span className="sr-only">Verified</span>
    </span>
  );
}

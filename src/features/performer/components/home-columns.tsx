import type { ReactNode } from 'react';
import styles from './creator-cards.module.css';

/** Feed column plus a right column (below the feed on mobile). */
export function HomeColumns({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className={styles.homeGrid}>
      <div>{children}</div>
      <aside aria-label="Suggestions" style={{ display: 'grid', gap: 16 }}>
        {aside}
      </aside>
    </div>
  );
}

// The console's first page: open work (verifications waiting) and the way to each section. The dashboard's
// figures (money, sign-ups, reports, payouts) are still to come (README "Operator console").
import Link from 'next/link';
import { paths } from '@/config/paths';
import { getVerifications } from '../api';
import { useAdminList } from '../use-admin-list';
import styles from './admin.module.css';

export function ConsoleOverview() {
  const waiting = useAdminList(() => getVerifications(1), 'overview');
  return (
    <div className={styles.panel}>
      <h2 style={{ fontSize: 18, marginTop: 0 }}>Open work</h2>
      <p role="status">
        {waiting.loading
          ? 'Counting…'
          : waiting.error ||
            `${waiting.total} ${waiting.total === 1 ? 'creator waits' : 'creators wait'} for ID review.`}
      </p>
      <ul>
        <li>
          <Link className={styles.link} href={paths.admin.verifications}>
            Creator verification queue
          </Link>
        </li>
        <li>
          <Link className={styles.link} href={paths.admin.payouts}>
            Payout requests
          </Link>
        </li>
        <li>
          <Link className={styles.link} href={paths.admin.audit}>
            Audit log
          </Link>
        </li>
      </ul>
    </div>
  );
}

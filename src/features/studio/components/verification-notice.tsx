// Content creation is refused until the creator's ID documents are verified (contract "Feeds"); the API says the
// same with a 403, this saves typing a whole form first. antd-free.
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { NOT_VERIFIED_MESSAGE } from '../form-helpers';
import styles from './studio.module.css';

export function VerificationNotice() {
  return (
    <div role="alert" className={styles.warning}>
      <p>
        <strong>{NOT_VERIFIED_MESSAGE}</strong>
        <br />
        <Link href={paths.creator.account}>Go to your account to upload your ID documents</Link>
      </p>
    </div>
  );
}

/** The creation form in a card once the ID documents are verified, else the notice; nothing until the user is known. */
export function VerifiedOnly<U extends { verifiedDocument?: boolean }>({
  user,
  children,
}: {
  user: U | null;
  children: (user: U) => ReactNode;
}) {
  if (!user) return null;
  return user.verifiedDocument ? <div className="plain-card">{children(user)}</div> : <VerificationNotice />;
}

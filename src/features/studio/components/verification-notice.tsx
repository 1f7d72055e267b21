// Content creation is refused until the creator's ID documents are verified (contract "Feeds"); the API says the
// same with a 403, this saves typing a whole form first.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { Alert, Card } from 'antd';
import { paths } from '@/config/paths';
import { NOT_VERIFIED_MESSAGE } from '../form-helpers';

export function VerificationNotice() {
  return (
    <Alert
      type="warning"
      showIcon
      title={NOT_VERIFIED_MESSAGE}
      description={<Link href={paths.creator.account}>Go to your account to upload your ID documents</Link>}
    />
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
  return user.verifiedDocument ? <Card>{children(user)}</Card> : <VerificationNotice />;
}

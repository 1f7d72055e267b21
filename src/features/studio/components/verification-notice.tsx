// Content creation is refused until the creator's ID documents are verified (contract "Feeds"); the API says the
// same with a 403, this saves typing a whole form first.
import Link from 'next/link';
import { Alert } from 'antd';
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

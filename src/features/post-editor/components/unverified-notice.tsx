// Shown instead of the post form while the creator's ID documents are not verified (the API refuses too).
import Link from 'next/link';
import { Alert } from 'antd';
import { paths } from '@/config/paths';
import { UNVERIFIED_MESSAGE } from '../types';

export const DOCUMENTS_TAB_HREF = `${paths.creator.account}?tab=documents`;

export function UnverifiedNotice() {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={UNVERIFIED_MESSAGE}
      description={<Link href={DOCUMENTS_TAB_HREF}>Upload your ID documents</Link>}
    />
  );
}

// Shown instead of the post form while the creator's ID documents are not verified (the API refuses too).
// antd-free: the studio's warning notice.
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { studioClasses } from '@/features/studio';
import { UNVERIFIED_MESSAGE } from '../types';

export const DOCUMENTS_TAB_HREF = `${paths.creator.account}?tab=documents`;

export function UnverifiedNotice() {
  return (
    <div role="alert" className={studioClasses.warning}>
      <p>
        <strong>{UNVERIFIED_MESSAGE}</strong>
        <br />
        <Link href={DOCUMENTS_TAB_HREF}>Upload your ID documents</Link>
      </p>
    </div>
  );
}

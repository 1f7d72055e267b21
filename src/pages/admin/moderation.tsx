// Moderation (issue 23): the reports queue with a preview of each item; hide, restore, dismiss, deactivate.
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { ModerationQueue } from '@/features/admin';

const ModerationPage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Moderation">
      <ModerationQueue />
    </PageFrame>
  </AdminLayout>
);

ModerationPage.authenticate = true;
ModerationPage.onlyAdmin = true;
ModerationPage.layout = 'admin';
ModerationPage.plain = true;

export default ModerationPage;

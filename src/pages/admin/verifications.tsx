// The creator verification queue (issue 23): approve or reject applicants' ID documents.
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { VerificationQueue } from '@/features/admin';

const VerificationsPage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Creator verification">
      <VerificationQueue />
    </PageFrame>
  </AdminLayout>
);

VerificationsPage.authenticate = true;
VerificationsPage.onlyAdmin = true;
VerificationsPage.layout = 'admin';
VerificationsPage.plain = true;

export default VerificationsPage;

// The audit log (issue 23): who decided what, when, on which target, before and after.
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { AuditLog } from '@/features/admin';

const AuditPage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Audit log">
      <AuditLog />
    </PageFrame>
  </AdminLayout>
);

AuditPage.authenticate = true;
AuditPage.onlyAdmin = true;
AuditPage.layout = 'admin';
AuditPage.plain = true;

export default AuditPage;

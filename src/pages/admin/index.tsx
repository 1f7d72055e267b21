// The operator console's first page (issue 23): admins only, behind two-factor (the admin layout's gate).
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { ConsoleOverview } from '@/features/admin';

const AdminHomePage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Operator console">
      <ConsoleOverview />
    </PageFrame>
  </AdminLayout>
);

AdminHomePage.authenticate = true;
AdminHomePage.onlyAdmin = true;
AdminHomePage.layout = 'admin';
AdminHomePage.plain = true;

export default AdminHomePage;

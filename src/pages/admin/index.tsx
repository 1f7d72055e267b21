// The operator console's home, its dashboard (issue 23): admins only, behind two-factor (the admin layout's gate).
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { Dashboard } from '@/features/admin';

const AdminHomePage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Operator console">
      <Dashboard />
    </PageFrame>
  </AdminLayout>
);

AdminHomePage.authenticate = true;
AdminHomePage.onlyAdmin = true;
AdminHomePage.layout = 'admin';
AdminHomePage.plain = true;

export default AdminHomePage;

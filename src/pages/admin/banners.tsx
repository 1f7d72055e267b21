// Home banners: create, edit, disable or enable (issue 23).
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { Banners } from '@/features/admin';

const BannersPage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Home banners">
      <Banners />
    </PageFrame>
  </AdminLayout>
);

BannersPage.authenticate = true;
BannersPage.onlyAdmin = true;
BannersPage.layout = 'admin';
BannersPage.plain = true;

export default BannersPage;

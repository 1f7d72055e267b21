// Coupons: create, disable or enable, and see their uses (issue 23).
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { Coupons } from '@/features/admin';

const CouponsPage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Coupons">
      <Coupons />
    </PageFrame>
  </AdminLayout>
);

CouponsPage.authenticate = true;
CouponsPage.onlyAdmin = true;
CouponsPage.layout = 'admin';
CouponsPage.plain = true;

export default CouponsPage;

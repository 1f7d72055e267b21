// Refunds: find a fan's purchase or subscription period and give the money back to their wallet (issue 23).
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { Refunds } from '@/features/admin';

const RefundsPage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Refunds">
      <Refunds />
    </PageFrame>
  </AdminLayout>
);

RefundsPage.authenticate = true;
RefundsPage.onlyAdmin = true;
RefundsPage.layout = 'admin';
RefundsPage.plain = true;

export default RefundsPage;

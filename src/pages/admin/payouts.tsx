// Payout requests (issue 23): approve, reject or mark paid, with a note.
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { PayoutQueue } from '@/features/admin';

const PayoutsPage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Payout requests">
      <PayoutQueue />
    </PageFrame>
  </AdminLayout>
);

PayoutsPage.authenticate = true;
PayoutsPage.onlyAdmin = true;
PayoutsPage.layout = 'admin';
PayoutsPage.plain = true;

export default PayoutsPage;

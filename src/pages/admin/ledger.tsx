// The ledger check: the proof `npm run ledger -- check` runs, with its report (issue 23).
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { LedgerCheck } from '@/features/admin';

const LedgerCheckPage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Ledger check">
      <LedgerCheck />
    </PageFrame>
  </AdminLayout>
);

LedgerCheckPage.authenticate = true;
LedgerCheckPage.onlyAdmin = true;
LedgerCheckPage.layout = 'admin';
LedgerCheckPage.plain = true;

export default LedgerCheckPage;

// One account (issue 23): balance, ledger, subscriptions, purchases, payouts, reports, and the operator's
// decisions (deactivate / activate, commission, reset to unverified).
import { useRouter } from 'next/router';
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { PersonView } from '@/features/admin';

const PersonPage: FlaggedPage = () => {
  const { query, isReady } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return (
    <AdminLayout>
      <PageFrame title="Account">{isReady && id ? <PersonView id={id} /> : null}</PageFrame>
    </AdminLayout>
  );
};

PersonPage.authenticate = true;
PersonPage.onlyAdmin = true;
PersonPage.layout = 'admin';
PersonPage.plain = true;

export default PersonPage;

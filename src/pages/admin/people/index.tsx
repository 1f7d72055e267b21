// People (issue 23): find fans, creators and operators; each opens the account's view.
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { PeopleSearch } from '@/features/admin';

const PeoplePage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="People">
      <PeopleSearch />
    </PageFrame>
  </AdminLayout>
);

PeoplePage.authenticate = true;
PeoplePage.onlyAdmin = true;
PeoplePage.layout = 'admin';
PeoplePage.plain = true;

export default PeoplePage;

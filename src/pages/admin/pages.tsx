// CMS pages and the header and footer links (issue 23).
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { CmsPages } from '@/features/admin';

const CmsPagesPage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Pages and menus">
      <CmsPages />
    </PageFrame>
  </AdminLayout>
);

CmsPagesPage.authenticate = true;
CmsPagesPage.onlyAdmin = true;
CmsPagesPage.layout = 'admin';
CmsPagesPage.plain = true;

export default CmsPagesPage;

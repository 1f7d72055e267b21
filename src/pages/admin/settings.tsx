// Site settings: every setting with its help text, maintenance mode and blocked countries included (issue 23).
import type { FlaggedPage } from '@/layouts/page-types';
import { AdminLayout } from '@/layouts/admin-layout';
import { PageFrame } from '@/components/page-frame';
import { SiteSettings } from '@/features/admin';

const SiteSettingsPage: FlaggedPage = () => (
  <AdminLayout>
    <PageFrame title="Site settings">
      <SiteSettings />
    </PageFrame>
  </AdminLayout>
);

SiteSettingsPage.authenticate = true;
SiteSettingsPage.onlyAdmin = true;
SiteSettingsPage.layout = 'admin';
SiteSettingsPage.plain = true;

export default SiteSettingsPage;

// /creator/block-countries (reference §2.5): the countries whose visitors cannot see this creator. antd-free.
import type { FlaggedPage } from '@/layouts/page-types';
import { BlockCountriesForm } from '@/features/block';
import { PageFrame } from '@/components/page-frame';

const BlockCountriesPage: FlaggedPage = () => (
  <PageFrame title="Block countries" narrow>
    <div className="plain-card">
      <BlockCountriesForm />
    </div>
  </PageFrame>
);

BlockCountriesPage.authenticate = true;
BlockCountriesPage.onlyPerformer = true;
BlockCountriesPage.plain = true;

export default BlockCountriesPage;

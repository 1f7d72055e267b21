// /creator/block-countries (reference §2.5): the countries whose visitors cannot see this creator.
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useCountries } from '@/features/reference';
import { BlockCountriesForm } from '@/features/block';
import { PageFrame } from '@/components/page-frame';

const BlockCountriesPage: FlaggedPage = () => {
  const { countries, loading } = useCountries();
  return (
    <PageFrame title="Block countries" narrow>
      <Card>
        <BlockCountriesForm countries={countries} countriesLoading={loading} />
      </Card>
    </PageFrame>
  );
};

BlockCountriesPage.authenticate = true;
BlockCountriesPage.onlyPerformer = true;

export default BlockCountriesPage;

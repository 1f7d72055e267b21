// /creator/block-countries (reference §2.5): the countries whose visitors cannot see this creator.
import Head from 'next/head';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useCountries } from '@/features/reference';
import { BlockCountriesForm } from '@/features/block';

const BlockCountriesPage: FlaggedPage = () => {
  const { countries, loading } = useCountries();
  return (
    <div className="container container-narrow">
      <Head>
        <title>Block countries</title>
      </Head>
      <div className="page-heading">
        <h1>Block countries</h1>
      </div>
      <Card>
        <BlockCountriesForm countries={countries} countriesLoading={loading} />
      </Card>
    </div>
  );
};

BlockCountriesPage.authenticate = true;
BlockCountriesPage.onlyPerformer = true;

export default BlockCountriesPage;

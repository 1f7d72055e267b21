// /creator/my-store (reference §2.5): the creator's products with keyword/status filters, edit and delete.
import Head from 'next/head';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import { ProductTable } from '@/features/studio/components/asset-table';
import { LinkButton, StudioHeading } from '@/features/studio/components/link-button';

const MyStorePage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title>My store</title>
    </Head>
    <StudioHeading title="My store">
      <LinkButton type="primary" href={paths.creator.createProduct}>
        Create
      </LinkButton>
    </StudioHeading>
    <Card>
      <ProductTable />
    </Card>
  </div>
);

MyStorePage.authenticate = true;
MyStorePage.onlyPerformer = true;

export default MyStorePage;

// /creator/my-gallery (reference §2.5): the creator's galleries with keyword/status filters, edit and delete.
import Head from 'next/head';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import { GalleryTable } from '@/features/studio/components/asset-table';
import { LinkButton, StudioHeading } from '@/features/studio/components/link-button';

const MyGalleriesPage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title>My galleries</title>
    </Head>
    <StudioHeading title="My galleries">
      <LinkButton type="primary" href={paths.creator.createGallery}>
        Create
      </LinkButton>
    </StudioHeading>
    <Card>
      <GalleryTable />
    </Card>
  </div>
);

MyGalleriesPage.authenticate = true;
MyGalleriesPage.onlyPerformer = true;

export default MyGalleriesPage;

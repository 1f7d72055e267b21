// /creator/my-video (reference §2.5): the creator's videos with keyword/status filters, edit and delete; links to
// the upload and bulk-upload pages.
import Head from 'next/head';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import { VideoTable } from '@/features/studio/components/asset-table';
import { LinkButton, StudioHeading } from '@/features/studio/components/link-button';

const MyVideosPage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title>My videos</title>
    </Head>
    <StudioHeading title="My videos">
      <LinkButton type="primary" href={paths.creator.uploadVideo}>
        Upload
      </LinkButton>
      <LinkButton href={paths.creator.bulkUploadVideo}>Bulk upload</LinkButton>
    </StudioHeading>
    <Card>
      <VideoTable />
    </Card>
  </div>
);

MyVideosPage.authenticate = true;
MyVideosPage.onlyPerformer = true;

export default MyVideosPage;

// /creator/my-video/bulk-upload (reference §2.5): drag and drop many videos, uploaded one after another.
import Head from 'next/head';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user/user-slice';
import { StudioHeading } from '@/features/studio/components/link-button';
import { VerificationNotice } from '@/features/studio/components/verification-notice';
import { BulkVideoUpload } from '@/features/studio/components/bulk-video-upload';

const BulkUploadVideoPage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <div className="container container-narrow">
      <Head>
        <title>Bulk upload videos</title>
      </Head>
      <StudioHeading title="Bulk upload videos" />
      {user && !user.verifiedDocument ? (
        <VerificationNotice />
      ) : user ? (
        <Card>
          <BulkVideoUpload selfId={user._id} />
        </Card>
      ) : null}
    </div>
  );
};

BulkUploadVideoPage.authenticate = true;
BulkUploadVideoPage.onlyPerformer = true;

export default BulkUploadVideoPage;

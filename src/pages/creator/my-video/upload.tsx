// /creator/my-video/upload (reference §2.5): the upload form, refused until the ID documents are verified.
import Head from 'next/head';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user/user-slice';
import { StudioHeading } from '@/features/studio/components/link-button';
import { VerificationNotice } from '@/features/studio/components/verification-notice';
import { VideoUploadEditor } from '@/features/studio/components/video-editors';

const UploadVideoPage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <div className="container container-narrow">
      <Head>
        <title>Upload video</title>
      </Head>
      <StudioHeading title="Upload video" />
      {user && !user.verifiedDocument ? (
        <VerificationNotice />
      ) : user ? (
        <Card>
          <VideoUploadEditor self={{ _id: user._id, name: user.name, username: user.username }} />
        </Card>
      ) : null}
    </div>
  );
};

UploadVideoPage.authenticate = true;
UploadVideoPage.onlyPerformer = true;

export default UploadVideoPage;

// /creator/my-gallery/create (reference §2.5): gallery fields; on success the update page adds the photos.
import Head from 'next/head';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user/user-slice';
import { StudioHeading } from '@/features/studio/components/link-button';
import { VerificationNotice } from '@/features/studio/components/verification-notice';
import { GalleryForm } from '@/features/studio/components/gallery-form';

const CreateGalleryPage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <div className="container container-narrow">
      <Head>
        <title>Create gallery</title>
      </Head>
      <StudioHeading title="Create gallery" />
      {user && !user.verifiedDocument ? (
        <VerificationNotice />
      ) : user ? (
        <Card>
          <GalleryForm gallery={null} />
        </Card>
      ) : null}
    </div>
  );
};

CreateGalleryPage.authenticate = true;
CreateGalleryPage.onlyPerformer = true;

export default CreateGalleryPage;

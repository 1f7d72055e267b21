// /creator/my-gallery/create (reference §2.5): gallery fields; on success the update page adds the photos.
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user/user-slice';
import { StudioPage } from '@/features/studio/components/studio-page';
import { VerifiedOnly } from '@/features/studio/components/verification-notice';
import { GalleryForm } from '@/features/studio/components/gallery-form';

const CreateGalleryPage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <StudioPage title="Create gallery" narrow>
      <VerifiedOnly user={user}>{() => <GalleryForm gallery={null} />}</VerifiedOnly>
    </StudioPage>
  );
};

CreateGalleryPage.authenticate = true;
CreateGalleryPage.onlyPerformer = true;

export default CreateGalleryPage;

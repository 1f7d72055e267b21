// /creator/my-gallery/create (reference §2.5): gallery fields; on success the update page adds the photos.
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { GalleryForm, StudioPage, VerifiedOnly } from '@/features/studio';

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
CreateGalleryPage.plain = true;

export default CreateGalleryPage;

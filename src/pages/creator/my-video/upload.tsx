// /creator/my-video/upload (reference §2.5): the upload form, refused until the ID documents are verified.
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { StudioPage, VerifiedOnly, VideoUploadEditor } from '@/features/studio';

const UploadVideoPage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <StudioPage title="Upload video" narrow>
      <VerifiedOnly user={user}>
        {(u) => <VideoUploadEditor self={{ _id: u._id, name: u.name, username: u.username }} />}
      </VerifiedOnly>
    </StudioPage>
  );
};

UploadVideoPage.authenticate = true;
UploadVideoPage.onlyPerformer = true;
UploadVideoPage.plain = true;

export default UploadVideoPage;

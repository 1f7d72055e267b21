// /creator/my-video/bulk-upload (reference §2.5): drag and drop many videos, uploaded one after another.
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user/user-slice';
import { StudioPage } from '@/features/studio/components/studio-page';
import { VerifiedOnly } from '@/features/studio/components/verification-notice';
import { BulkVideoUpload } from '@/features/studio/components/bulk-video-upload';

const BulkUploadVideoPage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <StudioPage title="Bulk upload videos" narrow>
      <VerifiedOnly user={user}>{(u) => <BulkVideoUpload selfId={u._id} />}</VerifiedOnly>
    </StudioPage>
  );
};

BulkUploadVideoPage.authenticate = true;
BulkUploadVideoPage.onlyPerformer = true;

export default BulkUploadVideoPage;

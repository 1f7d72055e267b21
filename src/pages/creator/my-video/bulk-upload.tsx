// /creator/my-video/bulk-upload (reference §2.5): drag and drop many videos, uploaded one after another.
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { BulkVideoUpload, StudioPage, VerifiedOnly } from '@/features/studio';

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
BulkUploadVideoPage.plain = true;

export default BulkUploadVideoPage;

// /creator/my-video/update/[id] (reference §2.5): the upload form pre-filled (SSR GET .../videos/{id}/view);
// files can be replaced or the teaser/thumbnail removed.
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import type { Video } from '@/features/video';
import { getMyVideo, LoadError, StudioCard, StudioPage, VideoEditEditor } from '@/features/studio';
import { loadForEdit, type EditProps } from '@/features/studio/loaders';

const UpdateVideoPage: FlaggedPage<EditProps<Video>> = ({ item, error }) => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <StudioPage title="Edit video" narrow>
      {error ? (
        <LoadError error={error} backHref={paths.creator.myVideos} backText="Back to my videos" />
      ) : item && user ? (
        <StudioCard>
          <VideoEditEditor
            key={item._id}
            video={item}
            self={{ _id: user._id, name: user.name, username: user.username }}
          />
        </StudioCard>
      ) : null}
    </StudioPage>
  );
};

UpdateVideoPage.getInitialProps = (ctx: NextPageContext) => loadForEdit(ctx, getMyVideo);
UpdateVideoPage.authenticate = true;
UpdateVideoPage.onlyPerformer = true;
UpdateVideoPage.plain = true;

export default UpdateVideoPage;

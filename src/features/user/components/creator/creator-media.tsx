// Cover image and welcome video of the creator account (Basic settings tab).
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DEFAULT_COVER, MAX_SIZE_IMAGE, MAX_SIZE_VIDEO } from '@/config/constants';
import { uploadCover, uploadWelcomeVideo } from '../../api';
import { currentUserPatched, selectCurrentUser } from '../../user-slice';
import { MediaUpload } from '../media-upload';

export function CoverUpload() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <div>
      <img
        className="cover-preview"
        src={user.cover || DEFAULT_COVER}
        alt="Your cover"
        width={1200}
        height={300}
      />
      <MediaUpload
        label="Change cover"
        accept="image/*"
        maxBytes={MAX_SIZE_IMAGE}
        hint="Wide image, up to 5 MB"
        upload={uploadCover}
        onUploaded={(f) => f.url && dispatch(currentUserPatched({ cover: f.url }))}
      />
    </div>
  );
}

export function WelcomeVideoUpload() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <MediaUpload
      label="Upload welcome video"
      accept="video/*"
      maxBytes={MAX_SIZE_VIDEO}
      hint={
        user.welcomeVideoPath
          ? `Current video: ${user.welcomeVideoName || 'uploaded'}`
          : 'No welcome video yet'
      }
      upload={uploadWelcomeVideo}
      onUploaded={(f) => dispatch(currentUserPatched({ welcomeVideoPath: f.url, welcomeVideoName: f.name }))}
      preview={
        user.welcomeVideoPath ? (
          <video src={user.welcomeVideoPath} controls width={200} height={112} aria-label="Welcome video" />
        ) : null
      }
    />
  );
}

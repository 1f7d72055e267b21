import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DEFAULT_AVATAR, MAX_SIZE_IMAGE } from '@/config/constants';
import { uploadAvatar } from '../api';
import { currentUserPatched, selectCurrentUser } from '../user-slice';
import { MediaUpload } from './media-upload';

export function AvatarUpload() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <MediaUpload
      label="Change avatar"
      accept="image/*"
      maxBytes={MAX_SIZE_IMAGE}
      hint="JPG, PNG or WebP, up to 5 MB"
      upload={(file, onProgress) => uploadAvatar(file, user.isPerformer, onProgress)}
      onUploaded={(f) => f.url && dispatch(currentUserPatched({ avatar: f.url }))}
      preview={
        <img
          src={user.avatar || DEFAULT_AVATAR}
          alt="Your avatar"
          width={80}
          height={80}
          style={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
        />
      }
    />
  );
}

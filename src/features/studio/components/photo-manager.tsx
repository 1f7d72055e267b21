// The photo manager of a gallery (reference §2.5 /creator/my-gallery/update): drag & drop many photos, uploaded
// two at a time through the shared queue with per-file progress, at most 100 per gallery counting the saved ones;
// a grid with the cover badge, "Set as cover" and delete (with confirmation).
import { useOnNewSeq } from '@/lib/use-new-seq';
import { useEffect, useState } from 'react';
import { MESSAGES } from '@/config/constants';
import { megabytes } from '@/components/file-rules';
import { useNotify } from '@/components/notify';
import { PlainDialog } from '@/components/plain-dialog';
import { plainTable } from '@/components/plain-table';
import { useUploadQueue } from '@/components/upload-queue';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fileImage, type Photo } from '@/features/gallery';
import { MAX_GALLERY_PHOTOS, uploadPhoto } from '../api';
import { PHOTO_FILE, fileProblem } from '../form-helpers';
import {
  galleryPhotosRequested,
  photoCoverRequested,
  photoDeleteRequested,
  photoUploaded,
  selectGalleryPhotos,
  selectStudioMutation,
} from '../studio-slice';
import { UploadDrop, UploadList } from './upload-drop';
import { VerificationNotice } from './verification-notice';
import { useFeature } from '@/store/use-feature';
import { studioFeature } from '../studio-feature';
import styles from './studio.module.css';

export const GALLERY_LIMIT_MESSAGE = `A gallery holds at most ${MAX_GALLERY_PHOTOS} photos`;

export function limitMessage(notAdded: number): string {
  return `${GALLERY_LIMIT_MESSAGE}: ${notAdded} file${notAdded === 1 ? ' was' : 's were'} not added`;
}

interface Props {
  galleryId: string;
  /** uploads are refused until the creator's ID documents are verified */
  canUpload: boolean;
}

interface CardProps {
  photo: Photo;
  index: number;
  pending: boolean;
  onDelete: () => void;
}

function PhotoCard({ photo, index, pending, onDelete }: CardProps) {
  const dispatch = useAppDispatch();
  useFeature(studioFeature);
  const label = `Photo ${index + 1}`;
  const src = fileImage(photo.photo);
  return (
    <li
      aria-label={label}
      style={{
        position: 'relative',
        border: '1px solid var(--fp-border, #e5e5e5)',
        borderRadius: 8,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {src ? (
        <img
          src={src}
          alt={photo.title || label}
          loading="lazy"
          style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' }}
        />
      ) : (
        <div style={{ width: '100%', aspectRatio: '1 / 1', display: 'grid', placeItems: 'center' }}>
          {photo.processing ? 'Processing…' : 'No preview'}
        </div>
      )}
      {photo.isGalleryCover ? (
        <span
          className={`${plainTable.tag} ${plainTable.tagGold} ${styles.coverTag}`}
          style={{ position: 'absolute', top: 8, left: 8 }}
        >
          Cover
        </span>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, padding: 8 }}>
        {photo.isGalleryCover ? null : (
          <button
            type="button"
            className={styles.btn}
            disabled={pending}
            onClick={() => dispatch(photoCoverRequested({ photoId: photo._id }))}
          >
            Set as cover
          </button>
        )}
        <button
          type="button"
          className={styles.danger}
          disabled={pending}
          aria-busy={pending}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

export function PhotoManager({ galleryId, canUpload }: Props) {
  const dispatch = useAppDispatch();
  useFeature(studioFeature);
  const toast = useNotify();
  const photos = useAppSelector(selectGalleryPhotos);
  const mutation = useAppSelector(selectStudioMutation);
  const [refused, setRefused] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<string | null>(null);

  useEffect(() => {
    dispatch(galleryPhotosRequested({ galleryId }));
  }, [dispatch, galleryId]);

  useOnNewSeq(mutation.seq, () => {
    if (mutation.kind !== 'photos') return;
    if (mutation.status === 'failed') toast.error(mutation.error?.message || MESSAGES.genericFallback);
    else if (mutation.status === 'succeeded')
      toast.success(mutation.action === 'cover' ? 'Cover photo set' : 'Photo deleted');
  });

  const queue = useUploadQueue<Photo>({
    concurrency: 2,
    upload: (file, onProgress, signal) => uploadPhoto(galleryId, file, onProgress, signal),
    onDone: (task) => {
      if (task.result) dispatch(photoUploaded(task.result));
    },
  });

  // Saved photos plus every file still in the queue (a failed one may be retried) count towards the limit.
  const saved = photos.galleryId === galleryId ? photos.items : [];
  const inQueue = queue.tasks.filter((t) => t.status !== 'done').length;
  const remaining = Math.max(0, MAX_GALLERY_PHOTOS - saved.length - inQueue);

  const addFiles = (files: File[]) => {
    const messages: string[] = [];
    const valid = files.filter((f) => {
      const problem = fileProblem(f, PHOTO_FILE, true);
      if (problem) messages.push(problem);
      return !problem;
    });
    const accepted = valid.slice(0, remaining);
    if (valid.length > accepted.length) messages.push(limitMessage(valid.length - accepted.length));
    if (accepted.length > 0) messages.push(...queue.add(accepted));
    setRefused(messages);
  };

  const loading = photos.status === 'loading' && saved.length === 0;

  return (
    <section aria-labelledby="photo-manager-heading">
      <h2 id="photo-manager-heading" style={{ fontSize: 18 }}>
        Photos ({saved.length}/{MAX_GALLERY_PHOTOS})
      </h2>
      {canUpload ? (
        <UploadDrop
          label="Add photos"
          accept="image/*"
          disabled={remaining === 0}
          onFiles={addFiles}
          text={remaining === 0 ? GALLERY_LIMIT_MESSAGE : 'Click or drag photos here'}
          hint={`Up to ${MAX_GALLERY_PHOTOS} photos per gallery, ${megabytes(PHOTO_FILE.max)} each.`}
        />
      ) : (
        <VerificationNotice />
      )}
      <UploadList refused={refused} onDismissRefused={() => setRefused([])} queue={queue} />
      {photos.status === 'failed' ? (
        <div role="alert" className={styles.alert} style={{ marginTop: 16 }}>
          <p>{photos.error?.message || MESSAGES.genericFallback}</p>
          <button
            type="button"
            className={styles.btn}
            onClick={() => dispatch(galleryPhotosRequested({ galleryId }))}
          >
            Retry
          </button>
        </div>
      ) : null}
      <div style={{ marginTop: 16 }}>
        {loading ? (
          <p className={styles.empty} role="status">
            Loading…
          </p>
        ) : saved.length === 0 ? (
          <p className={styles.empty}>No photos yet</p>
        ) : (
          <ul
            aria-label="Gallery photos"
            style={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'grid',
              gap: 12,
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            }}
          >
            {saved.map((photo, index) => (
              <PhotoCard
                key={photo._id}
                photo={photo}
                index={index}
                pending={photos.pendingIds.includes(photo._id)}
                onDelete={() => setToDelete(photo._id)}
              />
            ))}
          </ul>
        )}
      </div>
      <PlainDialog
        open={toDelete !== null}
        title="Delete this photo?"
        confirmLabel="Delete"
        danger
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) dispatch(photoDeleteRequested({ photoId: toDelete }));
          setToDelete(null);
        }}
      >
        <p>The photo is removed from the gallery for good.</p>
      </PlainDialog>
    </section>
  );
}

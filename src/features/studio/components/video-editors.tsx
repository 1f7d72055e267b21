// The two video pages' containers: upload (one multipart POST with every file) and edit (multipart PUT,
// replace or remove teaser/thumbnail, processing state of the main file). antd-free.
import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useNotify } from '@/components/notify';
import { PlainDialog } from '@/components/plain-dialog';
import { plainTable } from '@/components/plain-table';
import { toSagaError } from '@/lib/request-error';
import { fileImage, getVideoFileStatus, type MediaFile, type Video } from '@/features/video';
import { removeVideoFile, updateVideo, uploadVideo } from '../api';
import { type ParticipantOption } from './participant-picker';
import { useSend } from './use-send';
import { VideoForm, videoInitialValues } from './video-form';
import { useIntent } from '@/lib/use-intent';
import styles from './studio.module.css';

export const VIDEO_STATUS_POLL_MS = 5000;

export function VideoUploadEditor({ self }: { self: ParticipantOption }) {
  const router = useRouter();
  const toast = useNotify();
  const { percent, error, send, abort, sending } = useSend();
  const [initialValues] = useState(() => videoInitialValues(null, self._id));
  const [intentId] = useIntent();

  return (
    <VideoForm
      mode="create"
      initialValues={initialValues}
      participants={[self]}
      percent={percent}
      error={error}
      onCancel={() => (sending ? abort() : void router.push(paths.creator.myVideos))}
      onSubmit={async (fields, files) => {
        if (!files.video) return; // the form requires it
        const video = files.video;
        const result = await send((onProgress, signal) =>
          uploadVideo(fields, { ...files, video }, onProgress, signal, intentId),
        );
        if ('data' in result) {
          toast.success('Your video has been uploaded');
          void router.push(paths.creator.myVideos);
        } else if (result.error) {
          toast.error(result.error);
        }
      }}
    />
  );
}

const STATUS_TAG: Record<string, { color: string; text: string }> = {
  processing: { color: plainTable.tagGold, text: 'Processing' },
  finished: { color: plainTable.tagGreen, text: 'Ready' },
  error: { color: plainTable.tagRed, text: 'File error' },
};

/** The main file's processing state, re-checked every 5 s while the server works on it. */
export function VideoFileState({
  videoId,
  file,
  intervalMs = VIDEO_STATUS_POLL_MS,
}: {
  videoId: string;
  file: MediaFile | null;
  intervalMs?: number;
}) {
  const [status, setStatus] = useState(file?.status ?? 'processing');

  useEffect(() => {
    if (status !== 'processing' || !file?._id) return undefined;
    const fileId = file._id;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // one call at a time: the next check is planned once the previous answer is in
    const check = () => {
      getVideoFileStatus(videoId, fileId)
        .then((s) => {
          if (stopped) return;
          if (s.status === 'processing') timer = setTimeout(check, intervalMs);
          else setStatus(s.status === 'error' ? 'error' : 'finished');
        })
        .catch(() => {
          if (!stopped) timer = setTimeout(check, intervalMs); // keep the last known state, try again
        });
    };
    timer = setTimeout(check, intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [status, videoId, file?._id, intervalMs]);

  if (!file) return <span>No video file</span>;
  const tag = STATUS_TAG[status] ?? STATUS_TAG.processing;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <span>{file.name || 'Current video'}</span>
      <span className={`${plainTable.tag} ${tag.color}`} aria-label={`Video file status: ${tag.text}`}>
        {tag.text}
      </span>
      {status === 'processing' ? (
        <span style={{ color: 'var(--fp-text-muted)' }}>The video is being processed</span>
      ) : null}
    </span>
  );
}

function SavedFile({
  file,
  label,
  removing,
  onRemove,
}: {
  file: MediaFile;
  label: 'teaser' | 'thumbnail';
  removing: boolean;
  onRemove: () => void;
}) {
  const image = fileImage(file);
  const [asking, setAsking] = useState(false);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      {image ? (
        <img
          src={image}
          alt={`Current ${label}`}
          width={96}
          height={54}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ) : null}
      <span>{file.name || `Current ${label}`}</span>
      <button
        type="button"
        className={styles.danger}
        disabled={removing}
        aria-busy={removing}
        onClick={() => setAsking(true)}
      >
        Remove {label}
      </button>
      <PlainDialog
        open={asking}
        title={`Remove the ${label}?`}
        confirmLabel="Remove"
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onRemove();
        }}
      >
        <p>The file is deleted at once.</p>
      </PlainDialog>
    </span>
  );
}

export function VideoEditEditor({ video, self }: { video: Video; self: ParticipantOption }) {
  const router = useRouter();
  const toast = useNotify();
  const { percent, error, send, abort, sending } = useSend();
  const [initialValues] = useState(() => videoInitialValues(video, self._id));
  const [saved, setSaved] = useState({ teaser: video.teaser, thumbnail: video.thumbnail });
  const [removing, setRemoving] = useState<'teaser' | 'thumbnail' | null>(null);

  const participants: ParticipantOption[] = [self, ...video.participants.filter((p) => p._id !== self._id)];

  const remove = async (type: 'teaser' | 'thumbnail') => {
    setRemoving(type);
    try {
      await removeVideoFile(video._id, type);
      setSaved((s) => ({ ...s, [type]: null }));
      toast.success(type === 'teaser' ? 'Teaser removed' : 'Thumbnail removed');
    } catch (err) {
      toast.error(toSagaError(err, MESSAGES.genericFallback).message);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <VideoForm
      mode="edit"
      initialValues={initialValues}
      participants={participants}
      percent={percent}
      error={error}
      onCancel={() => (sending ? abort() : void router.push(paths.creator.myVideos))}
      current={{
        video: <VideoFileState videoId={video._id} file={video.video} />,
        teaser: saved.teaser ? (
          <SavedFile
            file={saved.teaser}
            label="teaser"
            removing={removing === 'teaser'}
            onRemove={() => void remove('teaser')}
          />
        ) : undefined,
        thumbnail: saved.thumbnail ? (
          <SavedFile
            file={saved.thumbnail}
            label="thumbnail"
            removing={removing === 'thumbnail'}
            onRemove={() => void remove('thumbnail')}
          />
        ) : undefined,
      }}
      onSubmit={async (fields, files) => {
        const result = await send((onProgress, signal) =>
          updateVideo(video._id, fields, files, onProgress, signal),
        );
        if ('data' in result) {
          toast.success(MESSAGES.changesSaved);
          void router.push(paths.creator.myVideos);
        } else if (result.error) {
          toast.error(result.error);
        }
      }}
    />
  );
}

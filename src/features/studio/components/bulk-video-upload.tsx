// /creator/my-video/bulk-upload (reference §2.5): many videos dropped at once, uploaded one after another through
// the shared upload queue, each saved inactive, not for sale, unscheduled, titled with its file name, the
// creator as participant. Per-file progress, cancel and retry; a summary when the queue is idle.
import { useState } from 'react';
import { megabytes } from '@/components/file-rules';
import { useUploadQueue } from '@/components/upload-queue';
import { paths } from '@/config/paths';
import type { Video } from '@/features/video';
import { bulkVideoFields, uploadVideo } from '../api';
import { fileProblem, videoFileSpec } from '../form-helpers';
import { LinkButton } from './link-button';
import { UploadDrop, UploadList } from './upload-drop';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';
import styles from './studio.module.css';

export function BulkVideoUpload({ selfId }: { selfId: string }) {
  const [refused, setRefused] = useState<string[]>([]);
  const videoSpec = videoFileSpec(useAppSelector(selectSettings).maxVideoUploadSize);
  const queue = useUploadQueue<Video>({
    concurrency: 1,
    validate: (file) => fileProblem(file, videoSpec, true),
    upload: (file, onProgress, signal) =>
      uploadVideo(bulkVideoFields(file, selfId), { video: file }, onProgress, signal),
  });

  const done = queue.tasks.filter((t) => t.status === 'done').length;
  const failed = queue.tasks.filter((t) => t.status === 'error').length;
  const cancelled = queue.tasks.filter((t) => t.status === 'cancelled').length;
  const finished = queue.tasks.length > 0 && !queue.busy;

  return (
    <div>
      <UploadDrop
        label="Add video files"
        accept="video/*"
        onFiles={(batch) => {
          const messages = queue.add(batch);
          if (messages.length > 0) setRefused((prev) => [...prev, ...messages]);
        }}
        text="Click or drag video files here"
        hint={`Each video is uploaded in turn and saved as inactive, not for sale, with its file name as title. Up to ${megabytes(videoSpec.max)} per file.`}
      />
      <UploadList refused={refused} onDismissRefused={() => setRefused([])} queue={queue} />
      {finished ? (
        <div role="status" style={{ marginTop: 16 }}>
          <div className={failed > 0 ? styles.warning : styles.success}>
            <p>
              <strong>{`${done} of ${queue.tasks.length} video${queue.tasks.length === 1 ? '' : 's'} uploaded`}</strong>
              <br />
              {failed + cancelled > 0
                ? `${failed} failed, ${cancelled} cancelled. Use Retry to send them again.`
                : 'They are saved as inactive: edit each video to publish it.'}
            </p>
            <LinkButton href={paths.creator.myVideos}>Go to my videos</LinkButton>
          </div>
        </div>
      ) : null}
    </div>
  );
}

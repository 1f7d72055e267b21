// Media slots of the post form. Each slot is an upload queue (files upload as soon as they are picked, with
// progress, cancel and retry); files already on the post (edit) are listed above it and can be removed.
// antd-free (issue 22): the studio kit's native drop zone and upload list.
import { useState } from 'react';
import { type UploadQueue } from '@/components/upload-queue';
import { UploadDrop, UploadList, studioClasses } from '@/features/studio';
import { type MediaFile } from '../types';
import { type FeedUploadKind } from '../api';
import { MEDIA_RULES } from '../media-rules';
import styles from './post-editor.module.css';

export type MediaQueue = UploadQueue<MediaFile>;

/** The preview of a photo, or of a video's or audio's thumbnail. */
function Thumb({ file, name }: { file?: MediaFile; name: string }) {
  const src =
    file?.thumbnails[0] ??
    (file?.type.endsWith('photo') || file?.type.endsWith('thumbnail') ? file?.url : null);
  if (!src) return null;
  return <img src={src} alt={`Preview of ${name}`} width={48} height={48} className={styles.thumb} />;
}

/** Files the post already has (edit page). */
export function KeptFiles({
  files,
  onRemove,
  label,
}: {
  files: MediaFile[];
  onRemove: (id: string) => void;
  label: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className={styles.kept}>
      {files.map((f) => {
        const name = f.name || f._id;
        return (
          <li key={f._id}>
            <Thumb file={f} name={name} />
            <span className={styles.keptName}>{name}</span>
            {f.status !== 'finished' ? <span className="status-chip">{f.status}</span> : null}
            <button
              type="button"
              className={studioClasses.danger}
              onClick={() => onRemove(f._id)}
              aria-label={`Remove ${name}`}
            >
              Remove
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface SlotProps {
  kind: FeedUploadKind;
  queue: MediaQueue;
  /** the file input's accessible name */
  label: string;
  multiple?: boolean;
  /** no more files accepted (single slot filled, or the post's limit reached) */
  full?: boolean;
  hint: string;
  /** async checks before queueing (audio duration); return messages of refused files */
  precheck?: (files: File[]) => Promise<{ accepted: File[]; refused: string[] }>;
}

/** A drop zone + the upload rows of one queue, with the messages of refused files. */
export function UploadSlot({
  kind,
  queue,
  label,
  multiple = false,
  full = false,
  hint,
  precheck,
}: SlotProps) {
  const [refused, setRefused] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);

  const onFiles = async (files: File[]) => {
    let messages: string[] = [];
    let accepted = files;
    if (precheck) {
      setChecking(true);
      try {
        ({ accepted, refused: messages } = await precheck(files));
      } finally {
        setChecking(false);
      }
    }
    setRefused([...messages, ...queue.add(accepted)]);
  };

  return (
    <div className={styles.slot}>
      {full ? null : (
        <UploadDrop
          label={label}
          accept={MEDIA_RULES[kind].accept}
          multiple={multiple}
          disabled={checking}
          text={`${label}: click or drop ${multiple ? 'files' : 'a file'} here`}
          hint={hint}
          onFiles={(files) => void onFiles(files)}
        />
      )}
      <UploadList<MediaFile>
        refused={refused}
        onDismissRefused={() => setRefused([])}
        queue={queue}
        renderExtra={(t) => (t.result ? <Thumb file={t.result} name={t.file.name} /> : null)}
      />
    </div>
  );
}

// Media slots of the post form. Each slot is an upload queue (files upload as soon as they are picked, with
// progress, cancel and retry); files already on the post (edit) are listed above it and can be removed.
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { UploadQueueList, type UploadQueue } from '@/components/upload-queue';
import { type MediaFile } from '../types';
import { type FeedUploadKind } from '../api';
import { MEDIA_RULES } from '../media-rules';
import { FileDropZone } from './file-drop-zone';

export type MediaQueue = UploadQueue<MediaFile>;

function Thumb({ file, name }: { file?: MediaFile; name: string }) {
  const src =
    file?.thumbnails[0] ??
    (file?.type.endsWith('photo') || file?.type.endsWith('thumbnail') ? file?.url : null);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={`Preview of ${name}`}
      width={48}
      height={48}
      style={{ objectFit: 'cover', borderRadius: 4 }}
    />
  );
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
    <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: '0 0 8px' }}>
      {files.map((f) => {
        const name = f.name || f._id;
        return (
          <li key={f._id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
            <Thumb file={f} name={name} />
            <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
            {f.status !== 'finished' ? <span className="status-chip">{f.status}</span> : null}
            <Button size="small" danger onClick={() => onRemove(f._id)} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

interface SlotProps {
  kind: FeedUploadKind;
  queue: MediaQueue;
  /** picker text, also the file input's accessible name */
  label: string;
  multiple?: boolean;
  /** no more files accepted (single slot filled, or the post's limit reached) */
  full?: boolean;
  hint?: string;
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
    <div style={{ display: 'grid', gap: 8 }}>
      {full ? null : (
        <FileDropZone
          label={label}
          accept={MEDIA_RULES[kind].accept}
          multiple={multiple}
          disabled={checking}
          hint={hint}
          onFiles={(files) => void onFiles(files)}
        />
      )}
      {refused.length > 0 ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefused([]), 'aria-label': 'Dismiss' }}
          title={refused.length === 1 ? refused[0] : 'Some files were not added'}
          description={
            refused.length > 1 ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {refused.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
      {queue.tasks.length > 0 ? (
        <UploadQueueList<MediaFile>
          tasks={queue.tasks}
          onCancel={queue.cancel}
          onRetry={queue.retry}
          onRemove={queue.remove}
          renderExtra={(t) => (t.result ? <Thumb file={t.result} name={t.file.name} /> : null)}
        />
      ) : null}
    </div>
  );
}

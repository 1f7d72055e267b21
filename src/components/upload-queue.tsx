// Shared upload queue (issue 4 contract): the hook keeps a snapshot of the engine (lib/upload-engine.ts) in React
// state, and the list shows one row per file with its progress, cancel, retry and remove.
import { useCallback, useEffect, useState, type JSX, type ReactNode } from 'react';
import { PlainProgress } from './plain-progress';
import styles from './plain-controls.module.css';
import {
  UploadEngine,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadStatus,
  type UploadTask,
} from '@/lib/upload-engine';

export { UPLOAD_FALLBACK_MESSAGE, maxFilesMessage } from '@/lib/upload-engine';
export type { UploadQueue, UploadQueueOptions, UploadStatus, UploadTask } from '@/lib/upload-engine';

export function useUploadQueue<R>(opts: UploadQueueOptions<R>): UploadQueue<R> {
  const [tasks, setTasks] = useState<UploadTask<R>[]>([]);
  const [engine] = useState(() => new UploadEngine<R>(opts, setTasks));

  useEffect(() => {
    engine.setOptions(opts);
  });

  // Leaving the page stops what is still running.
  useEffect(() => () => engine.stopAll(), [engine]);

  const add = useCallback((files: File[]) => engine.add(files), [engine]);
  const cancel = useCallback((uid: string) => engine.cancel(uid), [engine]);
  const retry = useCallback((uid: string) => engine.retry(uid), [engine]);
  const remove = useCallback((uid: string) => engine.remove(uid), [engine]);
  const clear = useCallback(() => engine.clear(), [engine]);

  const busy = tasks.some((t) => t.status === 'queued' || t.status === 'uploading');
  return { tasks, add, cancel, retry, remove, clear, busy };
}

const STATUS_TEXT: Record<UploadStatus, string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  error: 'Failed',
  cancelled: 'Cancelled',
};

interface ListProps<R> {
  tasks: UploadTask<R>[];
  onCancel(uid: string): void;
  onRetry(uid: string): void;
  onRemove(uid: string): void;
  renderExtra?: (t: UploadTask<R>) => ReactNode;
}

/** One row per file: name, status, progress bar, Cancel (queued/uploading), Retry (error/cancelled), Remove. */
export function UploadQueueList<R>({
  tasks,
  onCancel,
  onRetry,
  onRemove,
  renderExtra,
}: ListProps<R>): JSX.Element {
  return (
    <ul className="upload-queue" aria-label="Uploads" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tasks.map((t) => {
        const active = t.status === 'queued' || t.status === 'uploading';
        const failed = t.status === 'error' || t.status === 'cancelled';
        return (
          <li
            key={t.uid}
            className={`upload-queue__item upload-queue__item--${t.status}`}
            style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: '6px 0' }}
          >
            {renderExtra ? renderExtra(t) : null}
            <div style={{ flex: '1 1 180px', minWidth: 0 }}>
              <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
                <span
                  style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  title={t.file.name}
                >
                  {t.file.name}
                </span>
                <span
                  style={{ color: 'var(--fp-text-muted)', fontSize: 13, flexShrink: 0 }}
                  aria-live="polite"
                >
                  {t.status === 'uploading' ? `Uploading ${t.percent}%` : STATUS_TEXT[t.status]}
                </span>
              </div>
              <PlainProgress
                // The words and the bar tell one story: a finished row is full, with no bar still animating.
                percent={t.status === 'done' ? 100 : t.percent}
                className={t.status === 'done' ? 'upload-queue__bar--done' : undefined}
                size="small"
                status={t.status === 'error' ? 'failed' : t.status === 'done' ? 'done' : undefined}
                label={`Upload progress for ${t.file.name}`}
              />
              {t.status === 'error' && t.error ? (
                <div role="alert" style={{ color: 'var(--fp-error, #d4380d)', fontSize: 13 }}>
                  {t.error}
                </div>
              ) : null}
            </div>
            <div style={{ display: 'flex', gap: 4 }}>
              {active ? (
                <button
                  type="button"
                  className={`${styles.btn} ${styles.small}`}
                  onClick={() => onCancel(t.uid)}
                  aria-label={`Cancel upload of ${t.file.name}`}
                >
                  Cancel
                </button>
              ) : null}
              {failed ? (
                <button
                  type="button"
                  className={`${styles.btn} ${styles.small}`}
                  onClick={() => onRetry(t.uid)}
                  aria-label={`Retry upload of ${t.file.name}`}
                >
                  Retry
                </button>
              ) : null}
              <button
                type="button"
                className={`${styles.btn} ${styles.small}`}
                onClick={() => onRemove(t.uid)}
                aria-label={`Remove ${t.file.name}`}
              >
                Remove
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

// Shared upload queue (issue 4 contract): files start uploading as soon as they are added, `concurrency` at a
// time (default 1 = one after another, in the order added), each with its own progress, cancel and retry.
// The queue is a small object outside React so scheduling never depends on render timing (StrictMode double
// effects included); React state is a snapshot of it for rendering.
import { useCallback, useEffect, useState, type JSX, type ReactNode } from 'react';
import { Button, Progress } from 'antd';
import { toApiError } from '@/lib/api-error';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploadTask<R> {
  uid: string;
  file: File;
  status: UploadStatus;
  percent: number;
  error?: string;
  result?: R;
}

export interface UploadQueueOptions<R> {
  upload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<R>;
  /** default 1 = sequential */
  concurrency?: number;
  /** refuse adds beyond this with a message */
  maxFiles?: number;
  /** message when refused (type/size) */
  validate?: (file: File) => string | null;
  onDone?: (task: UploadTask<R>) => void;
}

export interface UploadQueue<R> {
  tasks: UploadTask<R>[];
  /** returns the refusal messages (empty when every file was queued) */
  add(files: File[]): string[];
  cancel(uid: string): void;
  retry(uid: string): void;
  remove(uid: string): void;
  clear(): void;
  /** a file is queued or uploading */
  busy: boolean;
}

export const UPLOAD_FALLBACK_MESSAGE = 'Upload failed, please try again';

let uidCounter = 0;
const nextUid = () => {
  uidCounter += 1;
  return `upload-${Date.now().toString(36)}-${uidCounter}`;
};

export function maxFilesMessage(fileName: string, maxFiles: number): string {
  return `"${fileName}" was not added: you can add at most ${maxFiles} file${maxFiles === 1 ? '' : 's'}`;
}

/** The queue itself, outside React: the hook renders its snapshots. */
class UploadEngine<R> {
  tasks: UploadTask<R>[] = [];
  private controllers = new Map<string, AbortController>();

  constructor(
    private opts: UploadQueueOptions<R>,
    private onChange: (tasks: UploadTask<R>[]) => void,
  ) {}

  /** the latest options (callbacks may change on every render) */
  setOptions(opts: UploadQueueOptions<R>) {
    this.opts = opts;
  }

  private commit(next: UploadTask<R>[]) {
    this.tasks = next;
    this.onChange(next);
  }

  private patch(uid: string, change: Partial<UploadTask<R>>) {
    this.commit(this.tasks.map((t) => (t.uid === uid ? { ...t, ...change } : t)));
  }

  private abort(uid: string) {
    const controller = this.controllers.get(uid);
    if (!controller) return;
    this.controllers.delete(uid);
    controller.abort();
  }

  private pump() {
    const limit = Math.max(1, this.opts.concurrency ?? 1);
    let running = this.tasks.filter((t) => t.status === 'uploading').length;
    for (const task of this.tasks) {
      if (running >= limit) break;
      if (task.status !== 'queued') continue;
      running += 1;
      this.start(task);
    }
  }

  private start(task: UploadTask<R>) {
    const controller = new AbortController();
    this.controllers.set(task.uid, controller);
    this.patch(task.uid, { status: 'uploading', percent: 0, error: undefined });
    const current = () => this.controllers.get(task.uid) === controller && !controller.signal.aborted;
    const onProgress = (percent: number) => {
      if (!current()) return;
      this.patch(task.uid, { percent: Math.max(0, Math.min(100, Math.round(percent))) });
    };
    let pending: Promise<R>;
    try {
      pending = this.opts.upload(task.file, onProgress, controller.signal);
    } catch (err) {
      pending = Promise.reject(err);
    }
    pending.then(
      (result) => {
        if (!current()) return;
        this.controllers.delete(task.uid);
        this.patch(task.uid, { status: 'done', percent: 100, result, error: undefined });
        const done = this.tasks.find((t) => t.uid === task.uid);
        if (done) this.opts.onDone?.(done);
        this.pump();
      },
      (err: unknown) => {
        if (!current()) return;
        this.controllers.delete(task.uid);
        this.patch(task.uid, { status: 'error', error: toApiError(err, UPLOAD_FALLBACK_MESSAGE).message });
        this.pump();
      },
    );
  }

  add(files: File[]): string[] {
    const { maxFiles, validate } = this.opts;
    const refused: string[] = [];
    const accepted: UploadTask<R>[] = [];
    let count = this.tasks.length;
    for (const file of files) {
      const invalid = validate?.(file) ?? null;
      if (invalid) {
        refused.push(invalid);
        continue;
      }
      if (maxFiles !== undefined && count >= maxFiles) {
        refused.push(maxFilesMessage(file.name, maxFiles));
        continue;
      }
      count += 1;
      accepted.push({ uid: nextUid(), file, status: 'queued', percent: 0 });
    }
    if (accepted.length > 0) {
      this.commit([...this.tasks, ...accepted]);
      this.pump();
    }
    return refused;
  }

  cancel(uid: string) {
    const task = this.tasks.find((t) => t.uid === uid);
    if (!task || (task.status !== 'uploading' && task.status !== 'queued')) return;
    this.abort(uid);
    this.patch(uid, { status: 'cancelled' });
    this.pump();
  }

  retry(uid: string) {
    const task = this.tasks.find((t) => t.uid === uid);
    if (!task || (task.status !== 'error' && task.status !== 'cancelled')) return;
    this.patch(uid, { status: 'queued', percent: 0, error: undefined });
    this.pump();
  }

  remove(uid: string) {
    this.abort(uid);
    this.commit(this.tasks.filter((t) => t.uid !== uid));
    this.pump();
  }

  clear() {
    for (const uid of [...this.controllers.keys()]) this.abort(uid);
    this.commit([]);
  }

  /** Stops running uploads without touching the list (unmount). */
  stopAll() {
    for (const uid of [...this.controllers.keys()]) this.abort(uid);
  }
}

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
              <Progress
                // The words and the bar tell one story: a finished row is full, with no bar still animating.
                percent={t.status === 'done' ? 100 : t.percent}
                className={t.status === 'done' ? 'upload-queue__bar--done' : undefined}
                size="small"
                status={
                  t.status === 'error'
                    ? 'exception'
                    : t.status === 'done'
                      ? 'success'
                      : active
                        ? 'active'
                        : 'normal'
                }
                aria-label={`Upload progress for ${t.file.name}`}
              />
              {t.status === 'error' && t.error ? (
                <div role="alert" style={{ color: 'var(--fp-error, #d4380d)', fontSize: 13 }}>
                  {t.error}
                </div>
              ) : null}
            </div>
            <div style={{ display: 'flex', gap: 4 }}>
              {active ? (
                <Button
                  size="small"
                  onClick={() => onCancel(t.uid)}
                  aria-label={`Cancel upload of ${t.file.name}`}
                >
                  Cancel
                </Button>
              ) : null}
              {failed ? (
                <Button
                  size="small"
                  onClick={() => onRetry(t.uid)}
                  aria-label={`Retry upload of ${t.file.name}`}
                >
                  Retry
                </Button>
              ) : null}
              <Button
                size="small"
                danger
                onClick={() => onRemove(t.uid)}
                aria-label={`Remove ${t.file.name}`}
              >
                Remove
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

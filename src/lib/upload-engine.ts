// The upload queue's engine (issue 4 contract): files start uploading as soon as they are added, `concurrency` at
// a time (default 1 = one after another, in the order added), each with its own progress, cancel and retry. It is
// a small object outside React so scheduling never depends on render timing (StrictMode double effects
// included); components/upload-queue.tsx renders its snapshots.
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
export class UploadEngine<R> {
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

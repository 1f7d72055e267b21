// The drop zone and the per-file upload list of the studio's multi-file uploads (bulk videos, gallery photos): the
// files refused before upload, then the shared queue's rows with progress, cancel and retry. antd-free (issue 22):
// the zone is a label around the file input, so a click, a tap, Enter or Space opens the file chooser.
import { useState, type DragEvent, type ReactNode } from 'react';
import { UploadQueueList, type UploadQueue, type UploadTask } from '@/components/upload-queue';
import styles from './upload-drop.module.css';

interface DropProps {
  label: string;
  accept: string;
  disabled?: boolean;
  /** several files at once (default); a single-file zone takes the first file of a drop */
  multiple?: boolean;
  /** the whole batch of one drop, in its order */
  onFiles: (files: File[]) => void;
  text: string;
  hint: string;
}

export function UploadDrop({ label, accept, disabled, multiple = true, onFiles, text, hint }: DropProps) {
  const [over, setOver] = useState(false);
  const onDrag = (e: DragEvent<HTMLLabelElement>, entering: boolean) => {
    e.preventDefault();
    if (!disabled) setOver(entering);
  };
  return (
    <label
      className={[styles.zone, over ? styles.over : '', disabled ? styles.disabled : ''].join(' ')}
      onDragEnter={(e) => onDrag(e, true)}
      onDragOver={(e) => onDrag(e, true)}
      onDragLeave={(e) => onDrag(e, false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const files = Array.from(e.dataTransfer.files ?? []);
        if (!disabled && files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
    >
      <input
        type="file"
        className="sr-only"
        aria-label={label}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = ''; // the same files may be picked again after a refusal
          if (files.length) onFiles(files);
        }}
      />
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16l2 9v7H2v-7l2-9Zm1.6 2L4.1 12H8a4 4 0 0 0 8 0h3.9l-1.5-6H5.6ZM4 14v4h16v-4h-2.3a6 6 0 0 1-11.4 0H4Z"
        />
      </svg>
      <span className={styles.text}>{text}</span>
      <span className={styles.hint}>{hint}</span>
    </label>
  );
}

interface ListProps<R> {
  /** why files were not added (type, size, limit) */
  refused: string[];
  onDismissRefused: () => void;
  queue: UploadQueue<R>;
  /** before each row's name (a preview of the uploaded file) */
  renderExtra?: (task: UploadTask<R>) => ReactNode;
}

export function UploadList<R>({ refused, onDismissRefused, queue, renderExtra }: ListProps<R>) {
  return (
    <>
      {refused.length > 0 ? (
        <div role="alert" className={styles.refused}>
          <div className={styles.refusedHead}>
            <strong>Some files were not added</strong>
            <button type="button" className={styles.close} aria-label="Close" onClick={onDismissRefused}>
              ×
            </button>
          </div>
          <ul>
            {refused.map((m, i) => (
              <li key={`${i}-${m}`}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {queue.tasks.length > 0 ? (
        <div style={{ marginTop: 16 }}>
          <UploadQueueList
            tasks={queue.tasks}
            onCancel={queue.cancel}
            onRetry={queue.retry}
            onRemove={queue.remove}
            renderExtra={renderExtra}
          />
        </div>
      ) : null}
    </>
  );
}

// The end of a studio form, antd-free (issue 22): the API's refusal, the upload's progress bar while the one
// multipart request runs, and the save and cancel buttons.
import { PlainProgress } from '@/components/plain-progress';
import styles from './studio.module.css';

interface FooterProps {
  error: string | null;
  /** the request is running */
  busy: boolean;
  /** the submit waits for something else (uploads still running or failed) */
  submitDisabled?: boolean;
  /** upload forms only: the multipart request's progress while it runs, else null */
  percent?: number | null;
  submitText: string;
  /** default: "Cancel upload" while a request runs, else "Cancel" */
  cancelText?: string;
  /** a running upload is aborted by the caller */
  onCancel: () => void;
}

export function FormFooter({
  error,
  busy,
  submitDisabled,
  percent,
  submitText,
  cancelText,
  onCancel,
}: FooterProps) {
  const uploads = percent !== undefined;
  const cancelLabel = cancelText ?? (busy ? 'Cancel upload' : 'Cancel');
  return (
    <>
      {error ? (
        <div className="pf-alert" role="alert">
          {error}
        </div>
      ) : null}
      {uploads && percent !== null ? <PlainProgress percent={percent} label="Upload progress" /> : null}
      {/* upload forms keep room under their progress bar */}
      <div className={styles.buttons} style={{ marginTop: uploads ? 8 : undefined }}>
        <button type="submit" className={styles.primary} aria-busy={busy} disabled={busy || submitDisabled}>
          {submitText}
        </button>
        <button type="button" className={styles.btn} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </>
  );
}

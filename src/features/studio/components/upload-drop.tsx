// The drop zone and the per-file upload list of the studio's multi-file uploads (bulk videos, gallery photos): the
// files refused before upload, then the shared queue's rows with progress, cancel and retry.
import { Alert, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { UploadQueueList, type UploadQueue } from '@/components/upload-queue';

interface DropProps {
  label: string;
  accept: string;
  disabled?: boolean;
  /** the whole batch of one drop, in its order */
  onFiles: (files: File[]) => void;
  text: string;
  hint: string;
}

export function UploadDrop({ label, accept, disabled, onFiles, text, hint }: DropProps) {
  return (
    <Upload.Dragger
      aria-label={label}
      accept={accept}
      multiple
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file, batch) => {
        // called once per file of a drop: the whole batch goes at the first
        if (file === batch[0]) onFiles(batch);
        return false;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined aria-hidden />
      </p>
      <p className="ant-upload-text">{text}</p>
      <p className="ant-upload-hint">{hint}</p>
    </Upload.Dragger>
  );
}

interface ListProps<R> {
  /** why files were not added (type, size, limit) */
  refused: string[];
  onDismissRefused: () => void;
  queue: UploadQueue<R>;
}

export function UploadList<R>({ refused, onDismissRefused, queue }: ListProps<R>) {
  return (
    <>
      {refused.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: onDismissRefused }}
          style={{ marginTop: 16 }}
          title="Some files were not added"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {refused.map((m, i) => (
                <li key={`${i}-${m}`}>{m}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {queue.tasks.length > 0 ? (
        <div style={{ marginTop: 16 }}>
          <UploadQueueList
            tasks={queue.tasks}
            onCancel={queue.cancel}
            onRetry={queue.retry}
            onRemove={queue.remove}
          />
        </div>
      ) : null}
    </>
  );
}

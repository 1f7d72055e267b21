// One picker + progress bar for the account media (avatar, cover, welcome video, ID documents). The file is
// checked locally (type, size), sent through the given upload call, and the result handed to onUploaded.
import { useState, type ReactNode } from 'react';
import { Button, Progress, Upload } from 'antd';
import { useToast } from '@/components/toast-provider';
import { UploadOutlined } from '@ant-design/icons';
import { MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { megabytes } from '@/components/file-rules';
import type { UploadedFile } from '../media-types';

interface Props {
  /** visible button text, also its accessible name */
  label: string;
  accept: 'image/*' | 'video/*';
  maxBytes: number;
  upload: (file: Blob, onProgress: (percent: number) => void) => Promise<UploadedFile>;
  onUploaded: (file: UploadedFile) => void;
  preview?: ReactNode;
  hint?: string;
}

export function MediaUpload({ label, accept, maxBytes, upload, onUploaded, preview, hint }: Props) {
  const message = useToast();
  const [percent, setPercent] = useState<number | null>(null);

  const start = async (file: File) => {
    const kind = accept.split('/')[0];
    if (!file.type.startsWith(`${kind}/`)) {
      message.error(`Please choose ${kind === 'image' ? 'an image' : 'a video'} file`);
      return;
    }
    if (file.size > maxBytes) {
      message.error(`The file must be smaller than ${megabytes(maxBytes)}`);
      return;
    }
    setPercent(0);
    try {
      const result = await upload(file, setPercent);
      onUploaded(result);
      message.success(MESSAGES.changesSaved);
    } catch (err) {
      message.error(toApiError(err, MESSAGES.updateFallback).message);
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="upload-row">
      {preview}
      <div style={{ flex: 1, minWidth: 180 }}>
        <Upload
          accept={accept}
          showUploadList={false}
          maxCount={1}
          disabled={percent !== null}
          beforeUpload={(file) => {
            void start(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={percent !== null}>
            {label}
          </Button>
        </Upload>
        {hint ? (
          <div style={{ color: 'var(--fp-text-muted)', fontSize: 13, marginTop: 4 }}>{hint}</div>
        ) : null}
        {percent !== null ? (
          <Progress percent={percent} size="small" aria-label={`${label} progress`} />
        ) : null}
      </div>
    </div>
  );
}

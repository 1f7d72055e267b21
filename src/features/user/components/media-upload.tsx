// One picker + progress bar for the account media (avatar, cover, welcome video, ID documents). The file is
// checked locally (type, size), sent through the given upload call, and the result handed to onUploaded.
// antd-free (issue 22): a native file input behind the button, the plain progress bar while it uploads.
import { useRef, useState, type ReactNode } from 'react';
import { useNotify } from '@/components/notify';
import controls from '@/components/plain-controls.module.css';
import { PlainProgress } from '@/components/plain-progress';
import { megabytes } from '@/components/file-rules';
import { MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
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

const UPLOAD_ICON = (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden focusable="false">
    <path
      fill="currentColor"
      d="M11 4.8 6.7 9.1 5.3 7.7 12 1l6.7 6.7-1.4 1.4L13 4.8V16h-2V4.8ZM3 14h2v5h14v-5h2v7H3v-7Z"
    />
  </svg>
);

export function MediaUpload({ label, accept, maxBytes, upload, onUploaded, preview, hint }: Props) {
  const message = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

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
        {/* the button opens the picker; the input itself stays out of the tab order and out of sight */}
        <input
          ref={input}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          accept={accept}
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void start(file);
          }}
        />
        <button
          type="button"
          className={controls.btn}
          disabled={busy}
          aria-busy={busy}
          onClick={() => input.current?.click()}
        >
          {UPLOAD_ICON}
          {label}
        </button>
        {hint ? (
          <div style={{ color: 'var(--fp-text-muted)', fontSize: 13, marginTop: 4 }}>{hint}</div>
        ) : null}
        {busy ? <PlainProgress percent={percent} size="small" label={`${label} progress`} /> : null}
      </div>
    </div>
  );
}

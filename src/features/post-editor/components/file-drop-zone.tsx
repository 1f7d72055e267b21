// Drag-and-drop area plus a file picker button (the same input serves both; keyboard users use the button).
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from 'antd';

interface Props {
  /** button text and the input's accessible name */
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  hint?: string;
  onFiles: (files: File[]) => void;
}

export function FileDropZone({ label, accept, multiple = false, disabled = false, hint, onFiles }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer?.files ?? []);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div
      className={`file-drop-zone${over ? ' file-drop-zone--over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        border: `1px dashed ${over ? 'var(--fp-primary, #1677ff)' : 'var(--fp-border, #d9d9d9)'}`,
        borderRadius: 8,
        padding: 16,
        textAlign: 'center',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = ''; // picking the same file again still fires change
          if (files.length) onFiles(files);
        }}
      />
      <Button disabled={disabled} onClick={() => inputRef.current?.click()}>
        {label}
      </Button>
      <div id={hintId} style={{ color: 'var(--fp-text-muted)', fontSize: 13, marginTop: 6 }}>
        {hint ? `${hint} · ` : ''}or drop {multiple ? 'files' : 'a file'} here
      </div>
    </div>
  );
}

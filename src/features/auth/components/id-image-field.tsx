// One required ID image of the creator sign-up: a file picker styled as a button, and once a file is picked its
// thumbnail, name and a way to remove it. The file stays in the form until it is sent with it (no upload on
// pick); nothing of an upload library is loaded for it.
import { useEffect, useMemo } from 'react';
import styles from './register.module.css';

interface Props {
  id: string;
  label: string;
  /** the picker's words, e.g. "Choose ID image" */
  choose: string;
  hint: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

export function IdImageField({ id, label, choose, hint, file, error, onChange }: Props) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="pf-field">
      <div className="pf-label" id={`${id}-label`}>
        {label}
      </div>
      <label className={styles.pick}>
        <svg className="fp-icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden>
          <path d="M12 16V4m-5 5 5-5 5 5M4 16v4h16v-4" />
        </svg>
        <span id={`${id}-choose`}>{choose}</span>
        <input
          id={id}
          type="file"
          accept="image/*"
          className={styles.fileInput}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(e) => {
            onChange(e.target.files?.[0] ?? null);
            e.target.value = ''; // picking the same file again after removing it still fires a change
          }}
        />
      </label>
      {file ? (
        <div className={styles.picked}>
          {preview ? <img src={preview} alt="" width={48} height={48} /> : null}
          <span className={styles.fileName}>{file.name}</span>
          <button type="button" className={styles.remove} onClick={() => onChange(null)}>
            Remove<span className="sr-only"> {label}</span>
          </button>
        </div>
      ) : null}
      <div className="pf-hint" id={`${id}-hint`}>
        {hint}
      </div>
      {error ? (
        <div className="pf-error" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

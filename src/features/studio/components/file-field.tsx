// One file picked for a multipart form (video, teaser, thumbnail, product image, digital file): the file stays
// in the form until submit, checked locally for type and size first. antd-free (issue 22): a native file input
// behind the "Choose …" button, the picked file's name with a Remove button, like antd's single-file Upload.
import { useRef, type ReactNode } from 'react';
import { megabytes } from '@/components/file-rules';
import { ACCEPT, fileProblem, type FileSpec } from '../form-helpers';
import { FieldItem } from './plain-fields';
import type { StudioFormApi } from './use-studio-form';
import styles from './studio.module.css';

/** Key of a form's values that holds a picked file. */
type FileKey<V> = { [K in keyof V]: V[K] extends File | undefined ? K : never }[keyof V];

/** The check of a file field: required, then type and size. */
export const fileCheck =
  (spec: FileSpec, required: boolean | (() => boolean)) =>
  (value: unknown): string | null => {
    // any Blob with a name (a test's Node File is not the page's File class)
    const file = value && typeof value === 'object' && 'size' in value ? (value as File) : undefined;
    const needed = typeof required === 'function' ? required() : required;
    if (!file) return needed ? `${spec.label} is required` : null;
    return fileProblem(file, spec);
  };

interface Props<V> {
  form: StudioFormApi<V>;
  field: FileKey<V>;
  spec: FileSpec;
  required: boolean;
  disabled?: boolean;
  /** what is saved now (edit forms), shown above the picker */
  current?: ReactNode;
  hint?: string;
}

export function FileField<V>({ form, field, spec, required, disabled, current, hint }: Props<V>) {
  const input = useRef<HTMLInputElement>(null);
  const noun = spec.label.toLowerCase();
  const picked = form.values[field] as File | undefined;
  return (
    <FieldItem
      form={form}
      field={field}
      label={spec.label}
      required={required}
      extra={hint ?? `Up to ${megabytes(spec.max)}`}
    >
      {(a11y) => (
        <>
          {current ? <div style={{ marginBottom: 8 }}>{current}</div> : null}
          <input
            {...a11y}
            ref={input}
            type="file"
            className="sr-only"
            tabIndex={-1}
            accept={ACCEPT[spec.kind]}
            disabled={disabled}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) form.set(field, file as V[typeof field]);
            }}
          />
          <button
            type="button"
            className={styles.btn}
            disabled={disabled}
            aria-describedby={a11y['aria-describedby']}
            onClick={() => input.current?.click()}
          >
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden focusable="false">
              <path
                fill="currentColor"
                d="M11 4.8 6.7 9.1 5.3 7.7 12 1l6.7 6.7-1.4 1.4L13 4.8V16h-2V4.8ZM3 14h2v5h14v-5h2v7H3v-7Z"
              />
            </svg>
            {current ? `Replace ${noun}` : `Choose ${noun}`}
          </button>
          {picked ? (
            <div className={styles.picked}>
              <span>{picked.name}</span>
              <button
                type="button"
                className={styles.linkish}
                disabled={disabled}
                aria-label={`Remove ${picked.name}`}
                onClick={() => form.set(field, undefined as V[typeof field])}
              >
                Remove
              </button>
            </div>
          ) : null}
        </>
      )}
    </FieldItem>
  );
}

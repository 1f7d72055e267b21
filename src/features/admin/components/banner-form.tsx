// The banner form of the console (issue 23): title, text, link, position, audience, order and the picture. A
// new banner is created first and its picture uploaded next (the picture route needs the banner's id); when the
// upload fails, the banner stays saved and the form, now editing it, says so: the operator can pick another file.
import { useEffect, useState, type FormEvent } from 'react';
import { toApiError } from '@/lib/api-error';
import { MAX_SIZE_IMAGE } from '@/config/constants';
import { megabytes } from '@/components/file-rules';
import { PlainField } from '@/components/plain-field';
import { createBanner, updateBanner, uploadBannerPhoto, type Banner } from '../site-api';
import styles from './admin.module.css';

export const POSITIONS = ['top', 'middle', 'bottom', 'left', 'right'] as const;
export const AUDIENCES = { all: 'Everyone (visitors too)', fans: 'Fans', creators: 'Creators' } as const;
type Position = (typeof POSITIONS)[number];
export type Audience = keyof typeof AUDIENCES;

interface Draft {
  title: string;
  description: string;
  link: string;
  position: Position;
  audience: Audience;
  ordering: string;
  photo: File | null;
}
const EMPTY: Draft = {
  title: '',
  description: '',
  link: '',
  position: 'top',
  audience: 'all',
  ordering: '0',
  photo: null,
};
const draftOf = (b: Banner | null): Draft =>
  b
    ? {
        title: b.title,
        description: b.description,
        link: b.link,
        position: b.position as Position,
        audience: b.audience as Audience,
        ordering: String(b.ordering),
        photo: null,
      }
    : EMPTY;

type Problems = Partial<Record<keyof Draft, string>>;

function problemsOf(d: Draft): Problems {
  const p: Problems = {};
  if (!d.title.trim()) p.title = 'A title, please';
  if (d.link.trim() && !/^(\/|https?:\/\/)/.test(d.link.trim()))
    p.link = 'A path starting with / or an http(s) link';
  if (!/^\d{1,5}$/.test(d.ordering.trim()) || Number(d.ordering) > 10_000)
    p.ordering = 'A whole number from 0 to 10000';
  if (d.photo && !d.photo.type.startsWith('image/'))
    p.photo = 'The picture must be an image (JPEG, PNG, WebP or GIF)';
  else if (d.photo && d.photo.size > MAX_SIZE_IMAGE)
    p.photo = `The picture must be smaller than ${megabytes(MAX_SIZE_IMAGE)}`;
  return p;
}

interface Props {
  /** the banner being edited, or null for a new one (the form is keyed by it, so it starts from its values) */
  editing: Banner | null;
  onSaved: (message: string) => void;
  /** the banner was saved but its picture was not: the form stays, now editing it, to try the picture again */
  onStored: (banner: Banner) => void;
  onCancel: () => void;
  /** true when the error was the console's gate (two-factor) and is handled there */
  refused: (err: unknown) => boolean;
}

export function BannerForm({ editing, onSaved, onStored, onCancel, refused }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // an edit starts on the title (the form is mounted anew for each edit)
  const editingAtMount = Boolean(editing);
  useEffect(() => {
    if (editingAtMount) document.getElementById('banner-title')?.focus();
  }, [editingAtMount]);
  const text = (key: 'title' | 'description' | 'link' | 'ordering') => ({
    id: `banner-${key}`,
    value: draft[key],
    error: problems[key],
    onChange: (v: string) => setDraft((d) => ({ ...d, [key]: v })),
  });
  const failed = (fallback: string) => (err: unknown) => {
    setBusy(false);
    if (!refused(err)) setError(toApiError(err, fallback).message);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = problemsOf(draft);
    setProblems(found);
    setError('');
    if (Object.keys(found).length) return;
    const body = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      link: draft.link.trim(),
      position: draft.position,
      audience: draft.audience,
      ordering: Number(draft.ordering),
    };
    setBusy(true);
    const verb = editing ? 'saved' : 'created';
    (editing ? updateBanner(editing._id, body) : createBanner(body)).then((saved) => {
      if (!draft.photo) return onSaved(`Banner “${saved.title}” ${verb}.`);
      uploadBannerPhoto(saved._id, draft.photo).then(
        () => onSaved(`Banner “${saved.title}” ${verb} with its picture.`),
        (err: unknown) => {
          onStored(saved);
          setBusy(false);
          if (refused(err)) return;
          const why = toApiError(err, 'the upload failed').message;
          setError(`Banner “${saved.title}” ${verb}, but its picture could not be uploaded: ${why}`);
        },
      );
    }, failed('The banner could not be saved'));
  };

  const current = editing?.photo.url;
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="banner-form">
      <h2 id="banner-form" style={{ fontSize: 18, marginTop: 0 }}>
        {editing ? `Edit “${editing.title}”` : 'New banner'}
      </h2>
      <PlainField label="Title" maxLength={100} {...text('title')} />
      <PlainField label="Text" maxLength={500} {...text('description')} />
      <PlainField
        label="Link (a path like /creator, or https://…; optional)"
        maxLength={1000}
        {...text('link')}
      />
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="banner-position">Position</label>
          <select
            id="banner-position"
            className={styles.input}
            value={draft.position}
            onChange={(e) => setDraft((d) => ({ ...d, position: e.target.value as Position }))}
          >
            {POSITIONS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="banner-audience">Shown to</label>
          <select
            id="banner-audience"
            className={styles.input}
            value={draft.audience}
            onChange={(e) => setDraft((d) => ({ ...d, audience: e.target.value as Audience }))}
          >
            {Object.entries(AUDIENCES).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PlainField label="Order (lower first)" inputMode="numeric" {...text('ordering')} />
      <div className={styles.field}>
        <label htmlFor="banner-photo">
          {current
            ? 'Replace the picture (optional)'
            : 'Picture (optional; without one the banner shows its title)'}
        </label>
        {current ? (
          <img
            src={current}
            alt={`Current picture of “${editing?.title}”`}
            className={styles.bannerPreview}
          />
        ) : null}
        <input
          id="banner-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-invalid={problems.photo ? true : undefined}
          aria-describedby={problems.photo ? 'banner-photo-error' : 'banner-photo-hint'}
          onChange={(e) => {
            const photo = e.target.files?.[0] ?? null;
            setDraft((d) => ({ ...d, photo }));
          }}
        />
        {problems.photo ? (
          <p id="banner-photo-error" className={styles.error}>
            {problems.photo}
          </p>
        ) : (
          <p id="banner-photo-hint" className={styles.muted}>
            JPEG, PNG, WebP or GIF up to {megabytes(MAX_SIZE_IMAGE)}; wide pictures (4:1) fit the home page
            best.
          </p>
        )}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={`${styles.btn} ${styles.primary}`} disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Save banner' : 'Create banner'}
        </button>
        {editing ? (
          <button type="button" className={styles.btn} onClick={onCancel}>
            Cancel editing
          </button>
        ) : null}
      </div>
    </form>
  );
}

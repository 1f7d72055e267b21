// Home banners (issue 23): every banner (inactive ones too), a form to create one or edit the one picked, and
// disable / enable. The home page shows the active ones for their audience (GET /site-promo/search). A banner
// made here has no picture: it shows its title and text (pictures come with the seed for now).
import { useState, type FormEvent } from 'react';
import { toApiError } from '@/lib/api-error';
import { plainTable } from '@/components/plain-table';
import { PlainField } from '@/components/plain-field';
import { createBanner, getBanners, updateBanner, type Banner } from '../site-api';
import { useAdminData } from '../use-admin-data';
import { useConsoleGate } from './two-factor-gate';
import styles from './admin.module.css';

const POSITIONS = ['top', 'middle', 'bottom', 'left', 'right'] as const;
const AUDIENCES = { all: 'Everyone (visitors too)', fans: 'Fans', creators: 'Creators' } as const;
type Position = (typeof POSITIONS)[number];
type Audience = keyof typeof AUDIENCES;

interface Draft {
  title: string;
  description: string;
  link: string;
  position: Position;
  audience: Audience;
  ordering: string;
}
const EMPTY: Draft = {
  title: '',
  description: '',
  link: '',
  position: 'top',
  audience: 'all',
  ordering: '0',
};
const draftOf = (b: Banner): Draft => ({
  title: b.title,
  description: b.description,
  link: b.link,
  position: b.position as Position,
  audience: b.audience as Audience,
  ordering: String(b.ordering),
});

function problemsOf(d: Draft): Partial<Record<keyof Draft, string>> {
  const p: Partial<Record<keyof Draft, string>> = {};
  if (!d.title.trim()) p.title = 'A title, please';
  if (d.link.trim() && !/^(\/|https?:\/\/)/.test(d.link.trim()))
    p.link = 'A path starting with / or an http(s) link';
  if (!/^\d{1,5}$/.test(d.ordering.trim()) || Number(d.ordering) > 10_000)
    p.ordering = 'A whole number from 0 to 10000';
  return p;
}

export function Banners() {
  const { refused } = useConsoleGate();
  const list = useAdminData(getBanners, 'banners');
  const [editing, setEditing] = useState<Banner | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const text = (key: 'title' | 'description' | 'link' | 'ordering') => ({
    id: `banner-${key}`,
    value: draft[key],
    error: problems[key],
    onChange: (v: string) => setDraft((d) => ({ ...d, [key]: v })),
  });
  const failed = (err: unknown) => {
    setBusy(false);
    if (!refused(err)) setError(toApiError(err, 'The banner could not be saved').message);
  };
  const done = (m: string) => {
    setBusy(false);
    setMessage(m);
    list.reload();
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
    (editing ? updateBanner(editing._id, body) : createBanner(body)).then((b) => {
      setEditing(null);
      setDraft(EMPTY);
      done(`Banner “${b.title}” ${editing ? 'saved' : 'created'}.`);
    }, failed);
  };

  const flip = (b: Banner) => {
    setBusy(true);
    setError('');
    const status = b.status === 'active' ? 'inactive' : 'active';
    updateBanner(b._id, { status }).then(
      (after) => done(`Banner “${after.title}” ${status === 'active' ? 'enabled' : 'disabled'}.`),
      failed,
    );
  };

  const banners = list.data?.data ?? [];
  return (
    <>
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
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={`${styles.btn} ${styles.primary}`} disabled={busy}>
            {editing ? 'Save banner' : 'Create banner'}
          </button>
          {editing ? (
            <button
              type="button"
              className={styles.btn}
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY);
                setProblems({});
              }}
            >
              Cancel editing
            </button>
          ) : null}
        </div>
      </form>
      <p role="status" className={styles.muted}>
        {message ||
          (list.loading ? 'Loading…' : `${banners.length} ${banners.length === 1 ? 'banner' : 'banners'}`)}
      </p>
      <table className={plainTable.table}>
        <caption className="sr-only">Home banners</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Position</th>
            <th scope="col">Shown to</th>
            <th scope="col">Status</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {banners.map((b) => (
            <tr key={b._id}>
              <td data-label="Title">
                {b.title}
                {b.link ? <div className={styles.muted}>{b.link}</div> : null}
              </td>
              <td data-label="Position">
                {b.position} #{b.ordering}
              </td>
              <td data-label="Shown to">{AUDIENCES[b.audience as Audience] ?? b.audience}</td>
              <td data-label="Status">{b.status === 'active' ? 'Active' : 'Disabled'}</td>
              <td data-label="Change">
                <div className={styles.actions} style={{ marginTop: 0 }}>
                  <button
                    type="button"
                    className={styles.btn}
                    onClick={() => {
                      setEditing(b);
                      setDraft(draftOf(b));
                      setProblems({});
                      setMessage('');
                      document.getElementById('banner-title')?.focus();
                    }}
                  >
                    Edit <span className="sr-only">{b.title}</span>
                  </button>
                  <button type="button" className={styles.btn} disabled={busy} onClick={() => flip(b)}>
                    {b.status === 'active' ? 'Disable' : 'Enable'} <span className="sr-only">{b.title}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

// The header and footer links (the `menus` site setting, issue 23): title, path, section, new tab and order per
// link; saved at once as one setting change (audited; the API checks each link has a title and a path).
import { useState } from 'react';
import type { Menu } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { plainTable } from '@/components/plain-table';
import { getSettings, saveSetting } from '../site-api';
import { useAdminData } from '../use-admin-data';
import { useConsoleGate } from './two-factor-gate';
import styles from './admin.module.css';
import site from './site.module.css';

const SECTIONS: Menu['section'][] = ['header', 'footer', 'main'];
type Row = Menu & { key: number };

let nextKey = 0;
const rowOf = (m: Partial<Menu>): Row => ({
  _id: m._id ?? `menu-${Date.now().toString(36)}-${nextKey}`,
  title: m.title ?? '',
  path: m.path ?? '',
  section: SECTIONS.includes(m.section as Menu['section']) ? (m.section as Menu['section']) : 'footer',
  isNewTab: m.isNewTab === true,
  internal: m.internal ?? true,
  ordering: typeof m.ordering === 'number' ? m.ordering : 0,
  key: (nextKey += 1),
});

function Editor({ initial }: { initial: Menu[] }) {
  const { refused } = useConsoleGate();
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const set = (key: number, patch: Partial<Menu>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const save = () => {
    const bad = rows.find((r) => !r.title.trim() || !/^(\/|https?:\/\/)/.test(r.path.trim()));
    setStatus('');
    if (bad) return setError('Each link needs a title and a path starting with / (or an http(s) link).');
    setError('');
    setBusy(true);
    const value = rows.map(({ key: _key, ...m }) => ({
      ...m,
      title: m.title.trim(),
      path: m.path.trim(),
      internal: m.path.trim().startsWith('/'),
    }));
    saveSetting('menus', value).then(
      () => {
        setBusy(false);
        setStatus('Menus saved.');
      },
      (err: unknown) => {
        setBusy(false);
        if (!refused(err)) setError(toApiError(err, 'The menus could not be saved').message);
      },
    );
    return undefined;
  };

  return (
    <>
      <table className={plainTable.table}>
        <caption className="sr-only">Menu links</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Path</th>
            <th scope="col">Section</th>
            <th scope="col">New tab</th>
            <th scope="col">Order</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.key}>
              <td data-label="Title">
                <input
                  className={styles.input}
                  aria-label={`Link ${i + 1} title`}
                  maxLength={100}
                  value={r.title}
                  onChange={(e) => set(r.key, { title: e.target.value })}
                />
              </td>
              <td data-label="Path">
                <input
                  className={styles.input}
                  aria-label={`Link ${i + 1} path`}
                  maxLength={500}
                  value={r.path}
                  onChange={(e) => set(r.key, { path: e.target.value })}
                />
              </td>
              <td data-label="Section">
                <select
                  className={styles.input}
                  aria-label={`Link ${i + 1} section`}
                  value={r.section}
                  onChange={(e) => set(r.key, { section: e.target.value as Menu['section'] })}
                >
                  {SECTIONS.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </select>
              </td>
              <td data-label="New tab">
                <input
                  type="checkbox"
                  aria-label={`Link ${i + 1} opens in a new tab`}
                  checked={r.isNewTab}
                  onChange={(e) => set(r.key, { isNewTab: e.target.checked })}
                />
              </td>
              <td data-label="Order">
                <input
                  className={styles.input}
                  aria-label={`Link ${i + 1} order`}
                  inputMode="numeric"
                  size={4}
                  value={String(r.ordering ?? 0)}
                  onChange={(e) => set(r.key, { ordering: Number(e.target.value.replace(/\D/g, '')) || 0 })}
                />
              </td>
              <td data-label="Remove">
                <button
                  type="button"
                  className={styles.btn}
                  onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                >
                  Remove <span className="sr-only">link {i + 1}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.btn} onClick={() => setRows((rs) => [...rs, rowOf({})])}>
          Add a link
        </button>
        <button type="button" className={`${styles.btn} ${styles.primary}`} disabled={busy} onClick={save}>
          Save menus
        </button>
        <span role="status" className={site.ok}>
          {status}
        </span>
      </div>
    </>
  );
}

export function MenusEditor() {
  const settings = useAdminData(getSettings, 'menus');
  const menus = settings.data?.find((s) => s.key === 'menus');
  return (
    <section aria-labelledby="menus" className={styles.panel} style={{ marginTop: 16 }}>
      <h2 id="menus" style={{ fontSize: 18, marginTop: 0 }}>
        Menus
      </h2>
      <p className={styles.muted}>
        The links in the site’s header and footer (a CMS page’s path is /page/its-address).
      </p>
      {settings.error ? <p className={styles.error}>{settings.error}</p> : null}
      {menus ? (
        <Editor initial={Array.isArray(menus.value) ? (menus.value as Menu[]) : []} />
      ) : (
        <p>Loading…</p>
      )}
    </section>
  );
}

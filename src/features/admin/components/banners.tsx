// Home banners (issue 23): every banner (inactive ones too) with its picture, a form to create one or edit the
// one picked (banner-form.tsx), and disable / enable. The home page shows the active ones for their audience
// (GET /site-promo/search).
import { useState } from 'react';
import { toApiError } from '@/lib/api-error';
import { plainTable } from '@/components/plain-table';
import { getBanners, updateBanner, type Banner } from '../site-api';
import { useAdminData } from '../use-admin-data';
import { ListStatus } from './list-status';
import { SiteItemActions } from './site-item-actions';
import { useConsoleGate } from './two-factor-gate';
import { AUDIENCES, BannerForm, type Audience } from './banner-form';
import styles from './admin.module.css';

export function Banners() {
  const { refused } = useConsoleGate();
  const list = useAdminData(getBanners, 'banners');
  const [editing, setEditing] = useState<Banner | null>(null);
  // a new form (fresh values) each time an edit starts or ends; not when a saved banner becomes the one edited
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const startForm = (banner: Banner | null) => {
    setEditing(banner);
    setFormKey((k) => k + 1);
  };
  const done = (m: string) => {
    setBusy(false);
    setMessage(m);
    list.reload();
  };

  const flip = (b: Banner) => {
    setBusy(true);
    setError('');
    const status = b.status === 'active' ? 'inactive' : 'active';
    updateBanner(b._id, { status }).then(
      (after) => done(`Banner “${after.title}” ${status === 'active' ? 'enabled' : 'disabled'}.`),
      (err: unknown) => {
        setBusy(false);
        if (!refused(err)) setError(toApiError(err, 'The banner could not be changed').message);
      },
    );
  };

  const banners = list.data?.data ?? [];
  return (
    <>
      <BannerForm
        key={formKey}
        editing={editing}
        refused={refused}
        onSaved={(m) => {
          startForm(null);
          done(m);
        }}
        onStored={(banner) => {
          setEditing(banner);
          setMessage('');
          list.reload();
        }}
        onCancel={() => startForm(null)}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <ListStatus list={{ ...list, total: banners.length }} noun={['banner', 'banners']} message={message} />
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
                {b.photo.url ? (
                  <img src={b.photo.url} alt="" className={styles.bannerThumb} loading="lazy" />
                ) : null}
                {b.title}
                {b.link ? <div className={styles.muted}>{b.link}</div> : null}
              </td>
              <td data-label="Position">
                {b.position} #{b.ordering}
              </td>
              <td data-label="Shown to">{AUDIENCES[b.audience as Audience] ?? b.audience}</td>
              <td data-label="Status">{b.status === 'active' ? 'Active' : 'Disabled'}</td>
              <td data-label="Change">
                <SiteItemActions
                  item={b}
                  busy={busy}
                  onEdit={() => {
                    startForm(b);
                    setMessage('');
                  }}
                  onFlip={() => flip(b)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

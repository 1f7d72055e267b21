// CMS pages and menus (issue 23): every page (inactive ones too) with its address, the editor to create one or
// edit the one picked, disable / enable, and the header and footer links below.
import { useState } from 'react';
import { Link } from '@/components/link';
import { toApiError } from '@/lib/api-error';
import { plainTable } from '@/components/plain-table';
import {
  createCmsPage,
  getCmsPageById,
  getCmsPages,
  updateCmsPage,
  type CmsPage,
  type CmsPageSummary,
} from '../site-api';
import { useAdminData } from '../use-admin-data';
import { ListStatus } from './list-status';
import { SiteItemActions } from './site-item-actions';
import { CmsPageEditor, EMPTY_PAGE, pageDraftOf, type PageDraft } from './cms-page-editor';
import { MenusEditor } from './menus-editor';
import { useConsoleGate } from './two-factor-gate';
import styles from './admin.module.css';

export function CmsPages() {
  const { refused } = useConsoleGate();
  const list = useAdminData(getCmsPages, 'pages');
  const [editing, setEditing] = useState<CmsPage | null>(null);
  const [draft, setDraft] = useState<PageDraft>(EMPTY_PAGE);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const failed = (err: unknown) => {
    setBusy(false);
    if (!refused(err)) setError(toApiError(err, 'The page could not be saved').message);
  };
  const done = (m: string) => {
    setBusy(false);
    setMessage(m);
    list.reload();
  };

  const save = (problems: object) => {
    setError('');
    if (Object.keys(problems).length) return;
    const body = {
      title: draft.title.trim(),
      slug: draft.slug,
      shortDescription: draft.shortDescription.trim(),
      ordering: Number(draft.ordering),
      content: draft.content,
    };
    setBusy(true);
    (editing ? updateCmsPage(editing._id, body) : createCmsPage(body)).then((p) => {
      setEditing(null);
      setDraft(EMPTY_PAGE);
      done(`Page “${p.title}” ${editing ? 'saved' : 'created'}: /page/${p.slug}`);
    }, failed);
  };

  const edit = (p: CmsPageSummary) => {
    setError('');
    setMessage('');
    getCmsPageById(p._id).then((full) => {
      setEditing(full);
      setDraft(pageDraftOf(full));
      document.getElementById('page-title')?.focus();
    }, failed);
  };

  const flip = (p: CmsPageSummary) => {
    const status = p.status === 'active' ? 'inactive' : 'active';
    setBusy(true);
    setError('');
    updateCmsPage(p._id, { status }).then(
      (after) => done(`Page “${after.title}” ${status === 'active' ? 'enabled' : 'disabled'}.`),
      failed,
    );
  };

  const pages = list.data?.data ?? [];
  return (
    <>
      <CmsPageEditor
        editing={editing}
        draft={draft}
        onDraft={setDraft}
        busy={busy}
        error={error}
        onSubmit={save}
        onCancel={() => {
          setEditing(null);
          setDraft(EMPTY_PAGE);
        }}
      />
      <ListStatus list={{ ...list, total: pages.length }} noun={['page', 'pages']} message={message} />
      <table className={plainTable.table}>
        <caption className="sr-only">CMS pages</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Address</th>
            <th scope="col">Status</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => (
            <tr key={p._id}>
              <td data-label="Title">{p.title}</td>
              <td data-label="Address">
                {p.status === 'active' ? (
                  <Link className={styles.link} href={`/page/${p.slug}`}>
                    /page/{p.slug}
                  </Link>
                ) : (
                  `/page/${p.slug}`
                )}
              </td>
              <td data-label="Status">{p.status === 'active' ? 'Active' : 'Disabled'}</td>
              <td data-label="Change">
                <SiteItemActions item={p} busy={busy} onEdit={() => edit(p)} onFlip={() => flip(p)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <MenusEditor />
    </>
  );
}
